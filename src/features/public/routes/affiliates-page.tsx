import { AFFILIATES } from '@/content/organisations';
import { OrganisationsPage } from '../components/organisations-page';

/** List of affiliates (spec A§2, static; the path is spelt /affilliates; the list is organiser content, src/content). */
export function AffiliatesPage() {
  return (
    <OrganisationsPage
      title="List of Affiliates"
      block={AFFILIATES}
      what="affiliates"
      unpublished="The list of affiliates will be published here."
      intro="Companies of the organiser's group involved in the conference."
      caption="Affiliates"
      columns={['Affiliate', 'Role']}
      detail={(row) => row.role}
    />
  );
}
