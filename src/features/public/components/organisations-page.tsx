import { PageHeading } from '@/components/page-heading';
import type { ContentBlock } from '@/content/sample';
import { ContentSection } from '@/components/sample-content';
import '../public.css';

/**
 * A public page listing organisations the organiser names (src/content/organisations.ts): a table of each one's name
 * and what it does for the conference, or the note that the list is still to be published.
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
  title: string;
  block: ContentBlock<Row[]>;
  what: string;
  unpublished: string;
  intro: string;
  caption: string;
  /** The headers of the name column and of the detail column. */
  columns: [string, string];
  detail: (row: Row) => string;
}) {
  return (
    <section className="public-page page">
      <PageHeading>{title}</PageHeading>
      <ContentSection block={block} what={what} unpublished={unpublished}>
        {(rows) => (
          <>
            <p>{intro}</p>
            <table>
              <caption className="visually-hidden">{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{columns[0]}</th>
                  <th scope="col">{columns[1]}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.name}>
                    <th scope="row">{row.name}</th>
                    <td>{detail(row)}</td>
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
