import { PageHeading } from '@/components/page-heading';
import { ContentSection } from '@/components/sample-content';
import { AFFILIATES } from '@/content/organisations';
import '../public.css';

/** List of affiliates (spec A§2, static; the path is spelt /affilliates; the list is organiser content, src/content). */
export function AffiliatesPage() {
  return (
    <section className="public-page page">
      <PageHeading>List of Affiliates</PageHeading>
      <ContentSection block={AFFILIATES} what="affiliates" unpublished="The list of affiliates will be published here.">
        {(affiliates) => (
          <>
            <p>Companies of the organiser&apos;s group involved in the conference.</p>
            <table>
              <caption className="visually-hidden">Affiliates</caption>
              <thead>
                <tr>
                  <th scope="col">Affiliate</th>
                  <th scope="col">Role</th>
                </tr>
              </thead>
              <tbody>
                {affiliates.map((row) => (
                  <tr key={row.name}>
                    <th scope="row">{row.name}</th>
                    <td>{row.role}</td>
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
