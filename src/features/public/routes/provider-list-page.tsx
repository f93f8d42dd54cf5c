import { SERVICE_PROVIDERS } from '@/content/organisations';
import { OrganisationsPage } from '../components/organisations-page';

/** List of service providers (spec A§2, static; the list is organiser content, src/content/organisations.ts). */
export function ProviderListPage() {
  return (
    <OrganisationsPage
      title="List of Service Providers"
      block={SERVICE_PROVIDERS}
      what="service providers"
      unpublished="The list of service providers will be published here."
      intro="The organiser works with the following service providers to run the conference."
      caption="Service providers"
      columns={['Provider', 'Service']}
      detail={(row) => row.service}
    />
  );
}
