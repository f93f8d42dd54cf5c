import type { ReactNode } from 'react';
import { contentMode, type ContentBlock } from '@/content/sample';
import { useT } from '@/i18n/i18n';
import './sample-content.css';

/** The demo's marker over a block of sample content (src/content); `what` in the attendee's language ("speakers"). */
export function SampleContentNote({ what }: { what: string }) {
  const t = useT();
  return (
    <p className="sample-note" role="note">
      <strong>{t('Sample content:')}</strong>{' '}
      {t('the demo shows invented {what} here; a real conference publishes its own.', { what })}
    </p>
  );
}

/** What a production build shows instead of a block that still holds the shipped sample. */
export function ToBePublished({ children }: { children: ReactNode }) {
  return <p className="to-be-published">{children}</p>;
}

/**
 * Shows a content block truthfully: the organiser's own items as they are; the sample, in the
 * demo, under a "Sample content" note; in a production build still holding the sample, only the
 * `unpublished` text (that the content will be published here).
 */
export function ContentSection<T>({
  block,
  what,
  unpublished,
  children,
}: {
  block: ContentBlock<T>;
  /** What the items are, for the demo's note ("speakers", "bus times"). */
  what: string;
  unpublished: ReactNode;
  children: (items: T) => ReactNode;
}) {
  const mode = contentMode(block);
  if (mode === 'unpublished') return <ToBePublished>{unpublished}</ToBePublished>;
  return (
    <>
      {mode === 'sample' ? <SampleContentNote what={what} /> : null}
      {children(block.items)}
    </>
  );
}
