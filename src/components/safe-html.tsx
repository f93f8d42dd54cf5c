import { useEffect, useMemo, useState } from 'react';
import { loadedSanitizer, loadSanitizer, type Sanitize } from '@/lib/html/load-sanitizer';

type Props = { html: string | null | undefined; className?: string; as?: 'div' | 'span' };

// A page that shows server text starts the sanitiser's download as soon as its own code runs,
// side by side with the request that brings the text.
void loadSanitizer().catch(() => undefined);

/** The words of `html` without any markup: parsed in an inert document (no script runs, nothing loads). */
function plainText(html: string | null | undefined): string {
  return html ? (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '') : '';
}

/**
 * Renders server-supplied HTML after sanitising it: once per text, not on every render of the
 * page around it. Until the sanitiser is in (src/lib/html/load-sanitizer.ts) the box is empty and
 * marked busy; if it cannot be downloaded, the text is shown without its formatting.
 */
export function SafeHtml({ html, className, as = 'div' }: Props) {
  const Tag = as;
  const [sanitize, setSanitize] = useState<Sanitize | null>(loadedSanitizer);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (sanitize) return undefined;
    let live = true;
    loadSanitizer().then(
      (loaded) => live && setSanitize(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [sanitize]);
  const clean = useMemo(() => (sanitize ? { __html: sanitize(html) } : null), [sanitize, html]);
  if (clean) return <Tag className={className} dangerouslySetInnerHTML={clean} />;
  if (failed) return <Tag className={className}>{plainText(html)}</Tag>;
  return <Tag className={className} aria-busy="true" />;
}
