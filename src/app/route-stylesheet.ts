/**
 * The stylesheet a route's metadata may name (spec: "loaded on entering the route and removed on
 * leaving"). The document holds at most the shown route's one: start-up asks for it with the
 * page's code, before React has rendered anything, and the root layout keeps that same element
 * while the route is shown and removes it on leaving.
 */
const SELECTOR = 'link[data-route-stylesheet]';

/**
 * Makes `href` the document's route stylesheet: keeps the link already there for it (or adds
 * one) and removes any other route's. Without `href`, removes them all. Returns the link kept.
 */
export function attachRouteStylesheet(href: string | undefined): HTMLLinkElement | null {
  let kept: HTMLLinkElement | null = null;
  for (const link of document.querySelectorAll<HTMLLinkElement>(SELECTOR)) {
    if (href !== undefined && kept === null && link.getAttribute('href') === href) kept = link;
    else link.remove();
  }
  if (href === undefined || kept !== null) return kept;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.routeStylesheet = '';
  document.head.appendChild(link);
  return link;
}
