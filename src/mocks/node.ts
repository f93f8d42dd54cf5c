/**
 * The mock server for node (vitest). `listen` and `close` are idempotent, so a
 * shared test setup and a test file may both start and stop it.
 */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

const base = setupServer(...handlers);
const baseListen = base.listen.bind(base);
const baseClose = base.close.bind(base);
let listening = false;

export const server: typeof base = Object.assign(base, {
  listen(...args: Parameters<typeof base.listen>) {
    if (listening) return;
    listening = true;
    baseListen(...args);
  },
  close() {
    if (!listening) return;
    listening = false;
    baseClose();
  },
});
