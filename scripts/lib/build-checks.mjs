/**
 * The checks of scripts/check-build.mjs, as lists of [what is checked, function that throws when
 * it does not hold].
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const decode = (value) => value.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

function metaPolicy(html) {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\s*\/?>/.exec(html);
  if (!match) throw new Error('no Content-Security-Policy meta tag');
  return decode(match[1]);
}

/** A policy as a map of directive → its values. */
function directives(policy) {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

/** A script's source as a policy hash source. */
const hashOf = (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The policy of the header a build writes beside its site for nginx (build/plugins/security-policy.ts). */
function headerPolicy(dir) {
  const conf = readFileSync(path.join(dir, 'security-headers.conf'), 'utf8');
  const headers = [...conf.matchAll(/^add_header (\S+) "([^"]+)" always;$/gm)];
  assert.deepEqual(
    headers.map((header) => header[1]),
    ['Content-Security-Policy'],
    'security-headers.conf sends the policy and nothing else',
  );
  return headers[0][2];
}

/**
 * The mock-backed build (as dist-e2e is made): its index.html, manifest, icons and workers. `scripts` are the inline
 * scripts built from their sources (build/inline-scripts.ts).
 */
export function mockedBuildChecks({ dir, contentSecurityPolicy, scripts }) {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  return [
    [
      'index.html carries the policy as the first element of <head>, before every script and stylesheet',
      () => {
        const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
        assert.ok(
          head.trim().startsWith('<meta http-equiv="Content-Security-Policy"'),
          'the policy is not first in <head>',
        );
        assert.equal(metaPolicy(html), contentSecurityPolicy({}, scripts));
      },
    ],
    [
      'the build writes the header form of the same policy beside the site, for the server',
      () => {
        assert.equal(headerPolicy(dir), contentSecurityPolicy({}, scripts, { forHeader: true }));
        assert.equal(headerPolicy(dir), `${metaPolicy(html)}; frame-ancestors 'self'`);
      },
    ],
    [
      'the policy allows only what the portal uses',
      () => {
        const policy = directives(metaPolicy(html));
        assert.deepEqual(policy.get('default-src'), ["'self'"]);
        const [self, ...hashes] = policy.get('script-src');
        assert.equal(self, "'self'");
        const headScript = /<script>([^<]+)<\/script>/.exec(html)?.[1] ?? '';
        assert.equal(headScript, scripts.head, 'the head script is the one built from src/boot/head-script.ts');
        assert.deepEqual(
          hashes,
          [hashOf(scripts.head), hashOf(scripts.entryLoader), hashOf(scripts.earlyLogin), hashOf(scripts.keptPage)],
          "script-src allows the head script, the written pages' entry loader, the login page's early login and index.html's kept-page painter by their hashes, and nothing else",
        );
        assert.deepEqual(policy.get('style-src'), ["'self'", "'unsafe-inline'"]);
        assert.deepEqual(policy.get('img-src'), ["'self'", 'data:', 'https://files.londonconference.example']);
        assert.deepEqual(policy.get('connect-src'), ["'self'"]);
        assert.deepEqual(policy.get('frame-src'), ["'self'"]);
        assert.deepEqual(policy.get('object-src'), ["'none'"]);
        assert.deepEqual(policy.get('base-uri'), ["'self'"]);
        assert.deepEqual(policy.get('form-action'), ["'self'"]);
        // Ignored (with a console warning) in a <meta> policy: the server sends it instead.
        assert.equal(policy.has('frame-ancestors'), false, 'frame-ancestors belongs in the header only');
      },
    ],
    [
      'index.html has no inline script but the hashed head script and kept-page painter, no inline handler and no javascript: URL',
      () => {
        const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
        const allowed = directives(metaPolicy(html)).get('script-src');
        assert.ok(scripts.length > 0, 'no script element');
        for (const [, attributes, body] of scripts) {
          if (body.trim() === '') {
            assert.match(attributes, /\bsrc="\/assets\/[^"]+\.js"/);
            continue;
          }
          assert.ok(allowed.includes(hashOf(body)), `an inline script the policy does not allow: ${body.slice(0, 60)}`);
        }
        assert.doesNotMatch(html, /\son[a-z]+\s*=/i);
        assert.doesNotMatch(html, /javascript:/i);
      },
    ],
    [
      "index.html paints a returning attendee's kept page with its own script, right after the head script (src/boot/kept-page.ts)",
      () => {
        const painter = `<script>${scripts.keptPage}</script>`;
        assert.equal(html.split(painter).length, 2, 'index.html carries the kept-page painter once');
        const afterHead = html.split(`<script>${scripts.head}</script>`)[1] ?? '';
        assert.ok(
          afterHead.trimStart().startsWith(painter),
          'the kept-page painter is not right after the head script',
        );
        assert.ok(!scripts.head.includes('portal_page:'), 'the head script of every page paints kept pages');
      },
    ],
    [
      'a valid web app manifest whose icons are PNGs of the stated sizes, linked by the app once the page has settled',
      () => {
        // src/app/web-manifest.ts links it; linked from the HTML, Chromium's install check competes with start-up.
        assert.doesNotMatch(html, /<link rel="manifest"/);
        assert.match(html, /<link rel="apple-touch-icon" href="\/icons\/apple-touch-icon\.png" \/>/);
        // The tab icon is a PNG: an SVG one costs Chromium a page of its own on the main thread.
        assert.match(html, /<link rel="icon" href="\/favicon\.png" type="image\/png" sizes="32x32" \/>/);
        const faviconPng = readFileSync(path.join(dir, 'favicon.png'));
        assert.equal(
          `${faviconPng.subarray(1, 4).toString('latin1')} ${faviconPng.readUInt32BE(16)}x${faviconPng.readUInt32BE(20)}`,
          'PNG 32x32',
        );
        assert.match(html, /<meta name="theme-color" content="#00502e" \/>/);
        const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.webmanifest'), 'utf8'));
        const expected = {
          name: 'London One-on-One Conference',
          short_name: 'London 1:1',
          start_url: '/user/dashboard',
          display: 'standalone',
          theme_color: '#00502e',
        };
        for (const [key, value] of Object.entries(expected)) assert.equal(manifest[key], value, `manifest ${key}`);
        const sizes = manifest.icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes);
        assert.deepEqual(sizes, ['192x192', '512x512']);
        for (const icon of manifest.icons) {
          const png = readFileSync(path.join(dir, icon.src));
          assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG', `${icon.src} is not a PNG`);
          assert.equal(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.sizes, `${icon.src} size`);
        }
      },
    ],
    [
      'the service worker precaches the app shell, routes no API call and is registered by the app (no registration script)',
      () => {
        const worker = readFileSync(path.join(dir, 'service-worker.js'), 'utf8');
        assert.ok(worker.includes('"index.html"'), 'index.html is not precached');
        assert.ok(worker.includes('manifest.webmanifest'), 'the manifest is not precached');
        assert.ok(!worker.includes('mockServiceWorker.js'), 'the mock worker is precached');
        // One route besides the precache, the navigation route, which leaves /api/ to the network: nothing else names it.
        assert.ok(
          worker.includes('denylist:[/^\\/api\\//'),
          'the navigation route does not leave /api/ to the network',
        );
        assert.doesNotMatch(
          worker.replace('denylist:[/^\\/api\\//', ''),
          /\\\/api\\\//,
          'the worker routes an API call',
        );
        // The Workbox runtime inside it: under Trusted Types a worker may not importScripts a text address.
        assert.ok(!worker.includes('importScripts'), 'the worker loads a script with importScripts');
        assert.equal(existsSync(path.join(dir, 'registerSW.js')), false, 'registerSW.js is shipped');
        assert.ok(!html.includes('registerSW'), 'index.html loads registerSW');
      },
    ],
    [
      'a first visit starts with the entry alone, with the bundler runtime when it has a chunk of its own (the first-visit chunks)',
      () => {
        const scripts = [...html.matchAll(/<script type="module" crossorigin src="\/(assets\/[^"]+)"><\/script>/g)];
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/(assets\/[^"]+)">/g)];
        assert.equal(scripts.length, 1, 'one entry script');
        assert.deepEqual(
          preloads
            .map((match) => match[1].replace(/-[\w-]{8}\.js$/, ''))
            .filter((name) => name !== 'assets/rolldown-runtime'),
          [],
          'index.html preloads more than the bundler runtime',
        );
      },
    ],
    [
      'the public pages are written as HTML (their title, their content; their code asked for once painted), not precached by the worker',
      () => {
        const worker = readFileSync(path.join(dir, 'service-worker.js'), 'utf8');
        for (const [route, title, text, pageChunk] of [
          ['auth/login', 'Login', '>Login</h1>', 'login-page-'],
          ['home', 'Home', 'Welcome to the', 'home-page-'],
          ['important-deadlines', 'Important Deadlines', 'Important Deadlines', 'important-deadlines-page-'],
        ]) {
          const page = readFileSync(path.join(dir, `${route}.html`), 'utf8');
          assert.match(page, new RegExp(`<title>${title} \\| London One-on-One Conference</title>`), `${route}: title`);
          const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(page)?.[1] ?? '';
          assert.ok(root.includes(text), `${route}: its content is not in the HTML`);
          // Its code is asked for once it has painted: the entry named for the loader, no script before.
          const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
          assert.ok(entry, 'index.html has no entry script');
          assert.ok(page.includes(`<meta name="portal-entry" content="${entry}">`), `${route}: no portal-entry meta`);
          assert.ok(page.includes(`<script>${scripts.entryLoader}</script>`), `${route}: no entry loader`);
          // The login form works before the take-over (src/boot/early-login.ts); the mock backend's API is the page's.
          assert.equal(
            page.includes(`<script>${scripts.earlyLogin}</script>`),
            route === 'auth/login',
            `${route}: early login`,
          );
          // A written page is no signed-in page: the kept-page painter is index.html's alone (build/written-page.ts).
          assert.ok(!page.includes(scripts.keptPage), `${route}: the kept-page painter`);
          assert.doesNotMatch(page, /<meta name="portal-api"/, `${route}: the mock backend's page names an API`);
          assert.doesNotMatch(page, /<script[^>]*\ssrc=/, `${route}: a script is loaded before the first paint`);
          assert.doesNotMatch(page, /<link rel="(modulepreload|preload" as="script)"/, `${route}: a script preload`);
          assert.ok(existsSync(path.join(dir, entry)), `${route}: ${entry} is not in the build`);
          assert.ok(
            readFileSync(path.join(dir, entry), 'utf8').includes(pageChunk),
            `${route}: the entry does not name its page's code`,
          );
          assert.ok(!worker.includes(`${route}.html`), `${route}.html is precached`);
        }
        assert.equal(/<div id="root"><\/div>/.test(html), true, 'index.html is the empty shell of every other path');
      },
    ],
    [
      "the chunks that run as they arrive start with V8's compile hint; the libraries loaded for one action do not",
      () => {
        const assets = readdirSync(path.join(dir, 'assets')).filter((file) => file.endsWith('.js'));
        // The largest chunk of that name: a library's own, not a small module of the portal's named after it
        // (src/lib/export/xlsx.ts, shared by two pages, is a chunk `xlsx-` of its own).
        const firstLine = (prefix) => {
          const files = assets
            .filter((name) => name.startsWith(prefix))
            .map((name) => readFileSync(path.join(dir, 'assets', name), 'utf8'))
            .sort((a, b) => b.length - a.length);
          assert.ok(files.length, `no ${prefix}* chunk`);
          return files[0].split('\n', 1)[0];
        };
        for (const prefix of ['index-', 'login-page-', 'shell-', 'dashboard-page-'])
          assert.equal(firstLine(prefix), '//# allFunctionsCalledOnLoad', prefix);
        for (const prefix of ['xlsx-', 'sweetalert2', 'sanitize-', 'select-field-'])
          assert.notEqual(firstLine(prefix), '//# allFunctionsCalledOnLoad', prefix);
      },
    ],
    [
      'the mock-backed build ships the mock service worker',
      () => assert.ok(existsSync(path.join(dir, 'mockServiceWorker.js'))),
    ],
  ];
}

/** The mocking-off build with the shipped sample settings: what its build printed and its JavaScript. */
export function mockingOffBuildChecks({ dir, output, javascript }) {
  return [
    [
      'the build ends with the list of settings still holding sample values',
      () => {
        const lines = output.trimEnd().split('\n');
        const start = lines.findIndex((line) => line.startsWith('Organiser settings still holding sample values'));
        assert.ok(start > 0, 'the build printed no list of sample settings');
        const listed = lines.slice(start + 1).map((line) => /^ {2}- (VITE_\w+) = /.exec(line)?.[1]);
        for (const name of ['VITE_CONFERENCE_EMAIL', 'VITE_FILE_HOST', 'VITE_OUTLOOK_CLIENT_ID'])
          assert.ok(listed.includes(name), `${name} is not listed`);
        assert.ok(listed.every(Boolean), `the list does not end the output:\n${lines.slice(start).join('\n')}`);
      },
    ],
    [
      'its JavaScript ships no OAuth client secret, demo or other, and asks for the PKCE challenge',
      () => {
        assert.ok(javascript.length > 100_000, 'too little JavaScript: is this the whole build?');
        assert.ok(!javascript.includes('demo-client-secret'), 'the demo client secret is shipped');
        assert.doesNotMatch(javascript, /client_secret\s*:\s*["'`]/);
        assert.ok(javascript.includes('code_challenge_method'), 'no PKCE challenge');
      },
    ],
    [
      'its written login page names the API its early login sends the sign-in to (src/boot/early-login.ts)',
      () => {
        const login = readFileSync(path.join(dir, 'auth/login.html'), 'utf8');
        assert.ok(login.includes('<meta name="portal-api" content="/api/v1/user">'), 'no portal-api meta');
      },
    ],
    [
      'a mocking-off build ships no mock service worker',
      () => assert.equal(existsSync(path.join(dir, 'mockServiceWorker.js')), false),
    ],
    [
      "the header it writes beside the site is its pages' policy with frame-ancestors",
      () => {
        const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
        assert.equal(headerPolicy(dir), `${metaPolicy(html)}; frame-ancestors 'self'`);
      },
    ],
  ];
}

/** The policy's options, and deploy/nginx.conf sending the header a build writes. */
export function policyChecks({ root, contentSecurityPolicy, scripts }) {
  return [
    [
      'the policy adds the file host and an absolute API origin, and frame-ancestors for a header',
      () => {
        const policy = directives(
          contentSecurityPolicy(
            {
              VITE_FILE_HOST: 'https://cdn.example.org/photos/',
              VITE_API_BASE_URL: 'https://api.example.org/api/v1/user',
            },
            scripts,
            { forHeader: true },
          ),
        );
        assert.deepEqual(policy.get('img-src'), ["'self'", 'data:', 'https://cdn.example.org']);
        assert.deepEqual(policy.get('connect-src'), ["'self'", 'https://api.example.org']);
        assert.deepEqual(
          policy.get('script-src')?.filter((value) => !value.startsWith("'sha256-")),
          ["'self'", 'https://api.example.org'],
        );
        assert.deepEqual(policy.get('frame-ancestors'), ["'self'"]);
      },
    ],
    [
      'deploy/nginx.conf includes the header the build writes beside the site it serves, and holds no policy of its own',
      () => {
        const conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
        const site = /^\s*root (\S+);/m.exec(conf)?.[1];
        assert.ok(site, 'deploy/nginx.conf has no root');
        assert.match(conf, new RegExp(`^\\s*include ${site}/security-headers\\.conf;`, 'm'));
        assert.doesNotMatch(conf, /Content-Security-Policy "/, 'deploy/nginx.conf writes a policy of its own');
      },
    ],
  ];
}

/**
 * What two tweaks of the build (build/tweaks.ts) leave out, by texts only that code holds, each
 * with the installed file or folder that holds them: the texts must still be there (an upgrade that
 * rewords them fails here, not silently), and no built JavaScript may hold any of them.
 */
export const LEFT_OUT = [
  {
    tweak: 'react-router-production',
    what: "react-router's development warnings",
    source: 'node_modules/react-router/dist/development',
    texts: [
      'No routes matched location',
      'Hey developer',
      'Error handled by React Router default ErrorBoundary',
      'You should not include both `Component` and `element` on your route',
    ],
  },
  {
    tweak: 'axios-xhr-only',
    what: "axios's fetch adapter",
    source: 'node_modules/axios/lib/adapters/fetch.js',
    texts: ['about:client', 'Stream request bodies are not supported by the current fetch implementation'],
  },
];

/** The text of an installed file, or of every JavaScript file of an installed folder. */
function installedText(file) {
  if (!statSync(file).isDirectory()) return readFileSync(file, 'utf8');
  return readdirSync(file)
    .filter((name) => /\.m?js$/.test(name))
    .map((name) => readFileSync(path.join(file, name), 'utf8'))
    .join('\n');
}

/** A build's JavaScript (`javascript`, all its files) holds none of what the tweaks leave out (LEFT_OUT). */
export function tweakChecks({ root, javascript, leftOut = LEFT_OUT }) {
  return leftOut.map(({ tweak, what, source, texts }) => [
    `its JavaScript holds none of ${what} (${tweak})`,
    () => {
      assert.ok(javascript.length > 100_000, 'too little JavaScript: is this the whole build?');
      const installed = installedText(path.join(root, source));
      for (const text of texts)
        assert.ok(installed.includes(text), `${source} no longer holds "${text}": choose texts it holds now`);
      const kept = texts.filter((text) => javascript.includes(text));
      assert.deepEqual(kept, [], `the build holds ${what}: ${tweak} no longer has its effect`);
    },
  ]);
}
