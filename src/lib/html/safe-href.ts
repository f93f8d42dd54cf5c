/**
 * Links whose address comes from the server (meeting links, map link, conference
 * downloads) are only rendered for web, mail and phone addresses or in-app paths.
 */
const ALLOWED = new Set(['http:', 'https:', 'mailto:', 'tel:']);

export function safeHref(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const value = url.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  try {
    return ALLOWED.has(new URL(value).protocol) ? value : null;
  } catch {
    return null;
  }
}
