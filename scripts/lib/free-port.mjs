import { createServer } from 'node:net';

/** `preferred` when it is free on 127.0.0.1, else any free port, so concurrent runs never share a server. */
export function freePort(preferred) {
  const tryPort = (port) =>
    new Promise((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(null));
      probe.listen(port, '127.0.0.1', () => {
        const { port: bound } = probe.address();
        probe.close(() => resolve(bound));
      });
    });
  return tryPort(preferred).then((port) => port ?? tryPort(0));
}
