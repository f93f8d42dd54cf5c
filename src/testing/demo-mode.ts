/**
 * Switches the app's mock-backend flag (`env.apiMocking`) inside a test, to render a page as the
 * demo shows it (`demoMode.on = true`) or as a production build does (the default). A test file
 * opts in with:
 *
 *   vi.mock('@/config/env', async (original) => (await import('@/testing/demo-mode')).envWithDemoMode(original));
 *
 * and `afterEach(resetDemoMode)`.
 */
export const demoMode = { on: false };

export function resetDemoMode(): void {
  demoMode.on = false;
}

export async function envWithDemoMode(importOriginal: () => Promise<unknown>) {
  const actual = (await importOriginal()) as typeof import('@/config/env');
  return {
    ...actual,
    env: new Proxy(actual.env, {
      get: (target, key) => (key === 'apiMocking' ? demoMode.on : Reflect.get(target, key)),
    }),
  };
}
