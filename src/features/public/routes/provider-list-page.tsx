import { PageHeading } from '@/components/page-heading';
import { ContentSection } from '@/components/sample-content';
import { SERVICE_PROVIDERS } from '@/content/organisations';
import '../public.css';

/** List of service providers (spec A§2, static; the list is organiser content, src/content/organisations.ts). */
export function ProviderListPage() {
  return (
    <section className="public-page page">
      <PageHeading>List of Service Providers</PageHeading>
      <ContentSection
        block={SERVICE_PROVIDERS}
        what="service providers"
        unpublished="The list of service providers will be published here."
      >
        {(providers) => (
          <>
            <p>The organiser works with the following service providers to run the conference.</p>
            <table>
              <caption className="visually-hidden">Service providers</caption>
              <thead>
                <tr>
                  <th scope="col">Provider</th>
                  <th scope="col">Service</th>
                </tr>
              </thead>
              <tbody>
                {providers.map((row) => (
                  <tr key={row.name}>
                    <th scope="row">{row.name}</th>
                    <td>{row.service}</td>
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
