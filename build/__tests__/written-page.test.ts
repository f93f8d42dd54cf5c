/** A page written at build time from the built index.html (build/written-page.ts), read back as a browser would. */
import { writtenPage, type WrittenPageContent } from '../written-page';

/** index.html as Vite builds it: the policy and head script first, the entry and its preloads, the shell's styles. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;; script-src &#39;self&#39;">
    <script>markSignedIn()</script>

    <meta charset="UTF-8" />
    <link rel="preload" href="/assets/inter-portal-BE-ky2z0.woff2" as="font" type="font/woff2" crossorigin />
    <title>London One-on-One Conference</title>
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-Xy12Zw34.js">
    <link rel="preload" as="script" crossorigin href="/assets/forms-Qr56St78.js">
    <link rel="stylesheet" crossorigin href="/assets/index-mpSGFG_a.css"></head>
  <body>
    <noscript>The conference portal needs JavaScript to run.</noscript>
    <div id="root"></div>
    <script>paintKeptPage('a < b')</script>
  </body>
</html>
`;

const CONTENT: WrittenPageContent = {
  title: 'Login & Sign-in <help> | London One-on-One Conference',
  stylesheets: ['/assets/public-CQaBl63l.css', '/assets/sample-content-D78dwBkq.css'],
  entryLoader: "loadEntryOncePainted('a < b && c')",
  keptPage: "paintKeptPage('a < b')",
  body: '<a class="skip-link" href="#main-content">Skip to main content</a><main id="main-content"><h1>Login</h1><p>Tom &amp; Jerry<!-- --> </p><input name="name"></main>',
};

const read = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const heads = (html: string) => [...read(html).head.children].map((element) => element.outerHTML);

describe('a page written at build time', () => {
  const html = writtenPage(TEMPLATE, CONTENT);
  const page = read(html);

  it('names its entry for the loader, in the entry script’s place, and loads no script before it has painted', () => {
    expect(page.querySelectorAll('script[src]')).toHaveLength(0);
    expect(page.querySelectorAll('link[rel="modulepreload"], link[as="script"]')).toHaveLength(0);
    expect(page.querySelector('meta[name="portal-entry"]')?.getAttribute('content')).toBe('/assets/index-Ab12Cd34.js');
    const scripts = [...page.querySelectorAll('script')].map((script) => script.textContent);
    expect(scripts).toEqual(['markSignedIn()', "loadEntryOncePainted('a < b && c')"]);
    expect(html, 'the loader is written as it was built: its hash is in the policy').toContain(
      "<script>loadEntryOncePainted('a < b && c')</script>",
    );
  });

  it('keeps the template’s head in its order: the policy first, then the head script, the typeface, the title', () => {
    expect(heads(html).map((element) => element.replace(/ (content|href)="[^"]*"/g, ''))).toEqual([
      '<meta http-equiv="Content-Security-Policy">',
      '<script>markSignedIn()</script>',
      '<meta charset="UTF-8">',
      '<link rel="preload" as="font" type="font/woff2" crossorigin="">',
      `<title>Login &amp; Sign-in &lt;help&gt; | London One-on-One Conference</title>`,
      '<meta name="portal-entry">',
      `<script>loadEntryOncePainted('a < b && c')</script>`,
      '<link rel="stylesheet" crossorigin="">',
      '<link rel="stylesheet" crossorigin="">',
      '<link rel="stylesheet" crossorigin="">',
    ]);
    expect(page.querySelector('meta[http-equiv]')?.getAttribute('content')).toBe(
      "default-src 'self'; script-src 'self'",
    );
  });

  it('has its title, and links the shell’s stylesheets and then its own', () => {
    expect(page.title).toBe(CONTENT.title);
    expect(page.querySelectorAll('title')).toHaveLength(1);
    expect([...page.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/index-mpSGFG_a.css',
      ...CONTENT.stylesheets,
    ]);
  });

  it('holds the server’s render in #root, the rest of the body as it was', () => {
    const root = page.getElementById('root')!;
    expect(root.innerHTML).toBe(read(`<div>${CONTENT.body}</div>`).body.firstElementChild!.innerHTML);
    expect(html).toMatch(/<div id="root"><a class="skip-link" href="#main-content">/);
    expect(page.querySelector('noscript')?.textContent).toBe('The conference portal needs JavaScript to run.');
  });

  it('refuses a template it cannot write a page from', () => {
    const entry = '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>';
    expect(() => writtenPage(TEMPLATE.replace(entry, ''), CONTENT)).toThrow(/0 entry scripts/);
    expect(() => writtenPage(TEMPLATE.replace(entry, entry + entry), CONTENT)).toThrow(/2 entry scripts/);
    expect(() => writtenPage(TEMPLATE.replace('<div id="root"></div>', '<div id="root">x</div>'), CONTENT)).toThrow(
      /content in #root/,
    );
    expect(() => writtenPage(TEMPLATE.replace('<div id="root"></div>', ''), CONTENT)).toThrow(/0 #root/);
    expect(() => writtenPage(TEMPLATE.replace(/<title>.*<\/title>/, ''), CONTENT)).toThrow(/0 <title>/);
    const painter = "<script>paintKeptPage('a < b')</script>";
    expect(() => writtenPage(TEMPLATE.replace(painter, ''), CONTENT)).toThrow(/0 kept-page painters/);
    expect(() => writtenPage(TEMPLATE.replace(painter, painter + painter), CONTENT)).toThrow(/2 kept-page painters/);
  });

  it("leaves out index.html's kept-page painter: a written page is no signed-in page", () => {
    expect(html).not.toContain('paintKeptPage');
    expect(page.body.lastElementChild?.id).toBe('root');
  });
});

describe('the written login page', () => {
  const login = (api: string | null) =>
    read(writtenPage(TEMPLATE, { ...CONTENT, earlyLogin: { script: "runEarlyLogin('a < b')", api } }));

  it('runs its early login right after the entry loader, and names the API it sends the sign-in to', () => {
    const page = login('https://api.example/v1/user');
    expect([...page.querySelectorAll('script')].map((script) => script.textContent)).toEqual([
      'markSignedIn()',
      "loadEntryOncePainted('a < b && c')",
      "runEarlyLogin('a < b')",
    ]);
    expect(page.querySelector('meta[name="portal-api"]')?.getAttribute('content')).toBe('https://api.example/v1/user');
    expect(page.querySelectorAll('script[src]')).toHaveLength(0);
  });

  it('names no API with the mock backend, which only the page’s code starts', () => {
    const page = login(null);
    expect(page.querySelector('meta[name="portal-api"]')).toBeNull();
    expect(page.querySelectorAll('script')).toHaveLength(3);
  });

  it('is the only written page with it', () => {
    expect(read(writtenPage(TEMPLATE, CONTENT)).querySelectorAll('script')).toHaveLength(2);
  });
});
