// @vitest-environment jsdom
// (the sanitiser's output as a browser's parser gives it: vitest.config.ts)
import DOMPurify from 'dompurify';
import { describe, expect, it, vi } from 'vitest';
import { sanitizeHtml, sanitizeLibraryMarkup } from '../sanitize';

/** What URL parsing ignores: control characters and spaces. */
const withoutControls = (value: string) => [...value].filter((char) => char.charCodeAt(0) > 0x20).join('');

/** Parses sanitised output so assertions look at the DOM a page would get, not at string spelling. */
function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = String(sanitizeHtml(html));
  return host;
}

function onAttributes(root: HTMLElement): string[] {
  return [...root.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].map((a) => a.name).filter((name) => /^on/i.test(name)),
  );
}

function hrefs(root: HTMLElement): string[] {
  return [...root.querySelectorAll('[href], [xlink\\:href], [src], [action], [formaction]')].flatMap((el) =>
    ['href', 'xlink:href', 'src', 'action', 'formaction']
      .map((name) => el.getAttribute(name))
      .filter((v): v is string => v !== null),
  );
}

const scriptUrl = /^\s*(javascript|vbscript|data:text\/html)/i;

describe('sanitizeHtml', () => {
  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });

  it('keeps the formatting a conference text uses', () => {
    const root = parse(
      '<p>Use <strong>code</strong> <em>ABC</em>:</p><ul><li><a href="https://hotel.example/">Hotel</a></li></ul>',
    );
    expect(root.querySelector('strong')?.textContent).toBe('code');
    expect(root.querySelector('li a')?.getAttribute('href')).toBe('https://hotel.example/');
  });

  it('drops the handler of <img src=x onerror=...> and keeps the image', () => {
    const root = parse('<img src=x onerror="window.__pwned()">');
    expect(root.querySelector('img')).not.toBeNull();
    expect(onAttributes(root)).toEqual([]);
  });

  it.each([
    '<script>window.__pwned()</script>',
    '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
    '<scr<script>ipt>window.__pwned()</script>',
    '<svg><script>window.__pwned()</script></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned()>',
    '<noscript><p title="</noscript><img src=x onerror=window.__pwned()>">',
  ])('removes script in %s', (payload) => {
    const root = parse(payload);
    expect(root.querySelector('script')).toBeNull();
    expect(onAttributes(root)).toEqual([]);
  });

  it.each([
    '<a href="javascript:window.__pwned()">x</a>',
    '<a href="JaVaScRiPt:window.__pwned()">x</a>',
    '<a href=" javascript:window.__pwned()">x</a>',
    '<a href="java\tscript:window.__pwned()">x</a>',
    '<a href="java\nscript:window.__pwned()">x</a>',
    '<a href="&#106;avascript:window.__pwned()">x</a>',
    '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;window.__pwned()">x</a>',
    '<a href="javascript&colon;window.__pwned()">x</a>',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058window.__pwned()">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<svg><a xlink:href="javascript:window.__pwned()"><text>x</text></a></svg>',
    '<form action="javascript:window.__pwned()"><button>x</button></form>',
  ])('leaves no script URL in %s', (payload) => {
    const root = parse(payload);
    for (const value of hrefs(root)) {
      // What the browser would resolve: entities are already decoded by the parser; strip what URL parsing strips.
      expect(withoutControls(value)).not.toMatch(scriptUrl);
    }
  });

  it('keeps the link text of a refused javascript: link', () => {
    const root = parse('<a href="javascript:window.__pwned()">Read more</a>');
    expect(root.textContent).toBe('Read more');
  });

  it.each([
    '<iframe src="https://evil.example/"></iframe>',
    '<iframe srcdoc="<script>parent.__pwned()</script>"></iframe>',
    '<object data="https://evil.example/x.swf"></object>',
    '<embed src="https://evil.example/x.swf">',
    '<frameset><frame src="javascript:window.__pwned()"></frameset>',
  ])('removes embedded documents in %s', (payload) => {
    const root = parse(payload);
    expect(root.querySelector('iframe, object, embed, frame, frameset')).toBeNull();
  });

  it.each([
    '<svg onload="window.__pwned()"></svg>',
    '<svg><animate onbegin="window.__pwned()" attributeName="x"/></svg>',
    '<svg><set attributeName="href" to="javascript:window.__pwned()"/></svg>',
    '<body onload="window.__pwned()">',
    '<div onmouseover="window.__pwned()">hover</div>',
    '<details open ontoggle="window.__pwned()">x</details>',
    '<input autofocus onfocus="window.__pwned()">',
  ])('drops every event handler in %s', (payload) => {
    const root = parse(payload);
    expect(onAttributes(root)).toEqual([]);
    expect(root.querySelector('set, animate, input')).toBeNull();
  });

  it('removes inline styles and style sheets (overlay and exfiltration tricks)', () => {
    const root = parse('<style>body{display:none}</style><p style="position:fixed;inset:0">x</p>');
    expect(root.querySelector('style')).toBeNull();
    expect(root.querySelector('[style]')).toBeNull();
  });

  it('gives a link opening a new tab rel="noopener noreferrer", replacing what the server sent', () => {
    const root = parse(
      '<a href="https://hotel.example/" target="_blank">Hotel</a><a href="/x" target="_blank" rel="opener">Other</a>',
    );
    const links = root.querySelectorAll('a');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('leaves a link in the same tab as it is', () => {
    const root = parse('<a href="https://hotel.example/">Hotel</a>');
    expect(root.querySelector('a')?.hasAttribute('rel')).toBe(false);
  });

  it('never runs a payload while sanitising or once inserted', async () => {
    // jsdom runs inline handlers and javascript: links; each payload would mark <html> if it survived.
    const mark = (tag: string) => `document.documentElement.setAttribute('data-pwned','${tag}')`;
    const host = document.createElement('div');
    document.body.append(host);
    try {
      host.innerHTML = String(
        sanitizeHtml(
          `<img src=x onerror="${mark('img')}"><svg onload="${mark('svg')}"></svg><script>${mark('script')}</script>` +
            `<a href="javascript:${mark('link')}">x</a><details open ontoggle="${mark('details')}">x</details>`,
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      host
        .querySelectorAll('*')
        .forEach((el) => ['error', 'load', 'toggle'].forEach((type) => el.dispatchEvent(new Event(type))));
      host.querySelectorAll('a').forEach((link) => link.click());
      expect(document.documentElement.getAttribute('data-pwned')).toBeNull();
    } finally {
      host.remove();
      document.documentElement.removeAttribute('data-pwned');
    }
  });
});

describe('sanitizeLibraryMarkup', () => {
  it("sanitises a library's template once per text, and gives the same clean markup every time", () => {
    const template = `<div class="swal2-popup"><button type="button" class="swal2-confirm">OK</button><img src=x onerror="alert(1)"></div><!-- ${Math.random()} -->`;
    const sanitize = vi.spyOn(DOMPurify, 'sanitize');
    try {
      const first = sanitizeLibraryMarkup(template);
      expect(first).toContain('swal2-confirm');
      expect(first).not.toContain('onerror');
      expect(sanitizeLibraryMarkup(template)).toBe(first);
      expect(sanitizeLibraryMarkup(`${template} `)).not.toContain('onerror');
      expect(sanitize).toHaveBeenCalledTimes(2);
    } finally {
      sanitize.mockRestore();
    }
  });
});
