import { PageHeading } from '@/components/page-heading';
import type { ContentBlock } from '@/content/sample';
import { ContentSection } from '@/components/sample-content';
import { type MessageId, useT } from '@/i18n/i18n';
import '../public.css';

/**
 * A public page listing organisations the organiser names (src/content/organisations.ts): a table of each one's name
 * and what it does for the conference, or the note that the list is still to be published. The page's own texts are
 * catalogue texts; the organisations and what they do are the organiser's words, as written, in their own direction.
 */
export function OrganisationsPage<Row extends { name: string }>({
  title,
  block,
  what,
  unpublished,
  intro,
  caption,
  columns,
  detail,
}: {
  title: MessageId;
  block: ContentBlock<Row[]>;
  what: MessageId;
  unpublished: MessageId;
  intro: MessageId;
  caption: MessageId;
  /** The headers of the name column and of the detail column. */
  columns: [MessageId, MessageId];
  detail: (row: Row) => string;
}) {
  const t = useT();
  return (
    <section className="public-page page">
      <PageHeading>{t(title)}</PageHeading>
      <ContentSection block={block} what={t(what)} unpublished={t(unpublished)}>
        {(rows) => (
          <>
            <p>{t(intro)}</p>
            <table>
              <caption className="visually-hidden">{t(caption)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t(columns[0])}</th>
                  <th scope="col">{t(columns[1])}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.name}>
                    <th scope="row" dir="auto">
                      {row.name}
                    </th>
                    <td dir="auto">{detail(row)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </ContentSection>
    </section>
  );
}
