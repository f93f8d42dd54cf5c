import { sanitizeHtml } from '@/lib/html/sanitize';

type Props = { html: string | null | undefined; className?: string; as?: 'div' | 'span' };

/** Renders server-supplied HTML after sanitising it. */
export function SafeHtml({ html, className, as = 'div' }: Props) {
  const Tag = as;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
