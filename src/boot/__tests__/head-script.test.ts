import { readFileSync } from 'node:fs';
import markSignedIn from '../head-script';
import { showTranslatedPage } from '../translating';

const marked = () => document.documentElement.classList.contains('signed-in');

describe('the head script', () => {
  afterEach(() => {
    vi.unstubAllGlobals(); // the page's own storage again
    document.documentElement.classList.remove('signed-in', 'translating');
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
    localStorage.clear();
  });

  it('sets lang="ar" and dir="rtl" on <html> when Arabic is remembered, before the first paint', () => {
    localStorage.setItem('portal_language', 'ar');
    markSignedIn();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('keeps a written English page unpainted for a visitor in Arabic until the app has rendered it, never in English', () => {
    markSignedIn();
    expect(document.documentElement.classList.contains('translating'), 'an English visit').toBe(false);
    localStorage.setItem('portal_language', 'ar');
    markSignedIn();
    expect(document.documentElement.classList.contains('translating')).toBe(true);
    showTranslatedPage();
    expect(document.documentElement.classList.contains('translating')).toBe(false);
  });

  it('hides only a written page under the mark, not a kept page, and shows it after a few seconds whatever happens', () => {
    const css = readFileSync('src/boot/translating.css', 'utf8');
    expect(css).toMatch(/html\.translating #root:not\(\[data-page-snapshot\]\) \{\s*visibility: hidden;/);
    expect(css).toMatch(/animation: portal-translating-fallback 0s 4s forwards;/);
    expect(css).toMatch(/@keyframes portal-translating-fallback \{\s*to \{\s*visibility: visible;/);
    expect(readFileSync('src/main.tsx', 'utf8')).toMatch(/import '@\/boot\/translating\.css';/);
  });

  it('keeps the document English, left to right, with no language remembered or an unknown one', () => {
    markSignedIn();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['en', 'ltr']);
    localStorage.setItem('portal_language', 'xx');
    markSignedIn();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['en', 'ltr']);
  });

  it('marks <html> signed-in when a client is stored, before any other code has run', () => {
    localStorage.setItem('client', JSON.stringify({ id: 1001, api_token: 'demo-token-investor1' }));
    markSignedIn();
    expect(marked()).toBe(true);
  });

  it('leaves <html> unmarked when no client is stored (other keys are not a session)', () => {
    localStorage.setItem('first_time', '0');
    markSignedIn();
    expect(marked()).toBe(false);
  });

  it('survives storage the browser refuses: reading it throws, and the page is a visitor’s', () => {
    // Replaced and put back by hand: a spy on happy-dom's storage outlives its restore.
    const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(() => markSignedIn()).not.toThrow();
      expect(marked()).toBe(false);
    } finally {
      if (own) Object.defineProperty(globalThis, 'localStorage', own);
      else delete (globalThis as { localStorage?: Storage }).localStorage;
    }
  });

  it('survives a storage whose reads throw', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('Access denied', 'SecurityError');
      },
    });
    expect(() => markSignedIn()).not.toThrow();
    expect(marked()).toBe(false);
  });
});
