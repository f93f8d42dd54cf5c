import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The favicon (public/favicon.png, a few hundred bytes) written into the HTML as a data: address,
 * so its request does not take one of the browser's six connections while the first visit's
 * files wait for one (figure in docs/performance.md).
 */
export function inlineFavicon(): Plugin {
  const link = '<link rel="icon" href="/favicon.png" type="image/png" sizes="32x32" />';
  return {
    name: 'portal-inline-favicon',
    transformIndexHtml: (html) => {
      if (!html.includes(link)) throw new Error(`index.html no longer has ${link}`);
      const png = readFileSync(new URL('../../public/favicon.png', import.meta.url)).toString('base64');
      return html.replace(link, link.replace('/favicon.png', `data:image/png;base64,${png}`));
    },
  };
}
