import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/html/sanitize';

type Props = { html: string | null | undefined; className?: string; as?: 'div' | 'span' };

/** Renders server-supplied HTML after sanitising it: once per text, not on every render of the page around it. */
export function SafeHtml({ html, className, as = 'div' }: Props) {
  const Tag = as;
  const clean = useMemo(() => ({ __html: sanitizeHtml(html) }), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={clean} />;
}
