import { afterEach, beforeAll } from 'vitest';

/**
 * sweetalert2 toasts with an icon read window.matchMedia, which jsdom lacks; and a
 * toast outlives the React tree, so it is closed after each test to keep tests apart.
 */
export function useAlertsEnvironment() {
  beforeAll(() => {
    if (typeof window.matchMedia !== 'function') {
      Object.defineProperty(window, 'matchMedia', {
        configurable: true,
        writable: true,
        value: (query: string) => ({
          matches: false,
          media: query,
          onchange: null,
          addListener: () => undefined,
          removeListener: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          dispatchEvent: () => false,
        }),
      });
    }
  });
  afterEach(async () => {
    const { default: Swal } = await import('sweetalert2');
    Swal.close();
    document.querySelectorAll('.swal2-container').forEach((node) => node.remove());
    document.body.className = '';
  });
}
