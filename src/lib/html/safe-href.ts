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

/**
 * A company's website as an outside link: an address given without a scheme
 * (`www.example.com`, `example.com/ir`) is on the web, so it gets `https://` rather than
 * being read as a path of this portal. Only http(s) addresses are returned.
 */
export function websiteHref(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const value = url.trim();
  if (!value || /\s/.test(value)) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value.replace(/^\/+/, '')}`;
  try {
    const parsed = new URL(withScheme);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.hostname.includes('.') ? withScheme : null;
  } catch {
    return null;
  }
}
