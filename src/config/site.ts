/** The conference's name, as every page's title ends with it and the installed app is called. */
export const SITE_NAME = 'London One-on-One Conference';

/**
 * A page's title in the browser: its own, then the site's name. The app sets it on every route change
 * (src/app/layouts/root-layout.tsx) and the build writes it into each page written at build time
 * (build/plugins/prerender.ts).
 */
export const pageTitle = (title: string): string => `${title} | ${SITE_NAME}`;
