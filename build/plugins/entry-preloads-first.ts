import type { Plugin } from 'vite';

/**
 * The entry's own imports named before the entry script, largest first: over HTTP/1.1 a browser
 * fetches six files at a time in the order the HTML names them, and no page renders before they
 * are in (figure in docs/performance.md).
 */
export function entryPreloadsFirst(): Plugin {
  let base = '/';
  return {
    name: 'portal-entry-preloads-first',
    apply: 'build',
    enforce: 'post',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const script = /<script type="module" crossorigin src="[^"]+"><\/script>/.exec(html);
        const preloads = [...html.matchAll(/\n?[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
        if (!script || preloads.length === 0) return html;
        const size = (href: string) => {
          const chunk = context.bundle?.[href.slice(base.length)];
          return chunk?.type === 'chunk' ? chunk.code.length : 0;
        };
        const links = [...preloads]
          .sort((a, b) => size(b[1]) - size(a[1]))
          .map((match) => `<link rel="modulepreload" crossorigin href="${match[1]}">`);
        let result = html;
        for (const match of preloads) result = result.replace(match[0], '');
        return result.replace(script[0], `${links.join('\n    ')}\n    ${script[0]}`);
      },
    },
  };
}
