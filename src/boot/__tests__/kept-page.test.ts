import { SNAPSHOT_ATTRIBUTE, snapshotKey } from '@/lib/offline/page-snapshot-paint';
import paintKeptPage from '../kept-page';

const INVESTOR = 1001;
const BASE_STYLESHEET = '/assets/index-Ab12Cd34.css';
const root = () => document.getElementById('root')!;

describe('the kept-page painter', () => {
  beforeEach(() => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = BASE_STYLESHEET;
    document.head.append(link);
    const container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
    window.history.replaceState(null, '', '/user/schedule-preview');
    localStorage.setItem(
      snapshotKey(String(INVESTOR), '/user/schedule-preview'),
      JSON.stringify({
        v: 1,
        owner: String(INVESTOR),
        path: '/user/schedule-preview',
        base: BASE_STYLESHEET,
        styles: [],
        nodes: [['h1', [], 'Meeting Schedule']],
      }),
    );
  });
  afterEach(() => {
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    document.body.replaceChildren();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('paints the stored attendee’s kept page into #root, inert', () => {
    localStorage.setItem('client', JSON.stringify({ client_id: INVESTOR, api_token: 'token-1001' }));
    paintKeptPage();
    expect(root().hasAttribute(SNAPSHOT_ATTRIBUTE)).toBe(true);
    expect(root().querySelector('h1[inert]')?.textContent).toBe('Meeting Schedule');
  });

  it('paints nothing for a visitor', () => {
    paintKeptPage();
    expect(root().childNodes).toHaveLength(0);
  });

  it('survives storage the browser refuses, and paints nothing', () => {
    const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(() => paintKeptPage()).not.toThrow();
    } finally {
      if (own) Object.defineProperty(globalThis, 'localStorage', own);
      else delete (globalThis as { localStorage?: Storage }).localStorage;
    }
    expect(root().childNodes).toHaveLength(0);
  });
});
