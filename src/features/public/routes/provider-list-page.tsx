import { PageHeading } from '@/components/page-heading';
import { SERVICE_PROVIDERS } from '../content/static-pages';
import '../public.css';

/** List of service providers (spec A§2, static). */
export function ProviderListPage() {
  return (
    <section className="public-page page">
      <PageHeading>List of Service Providers</PageHeading>
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
          {SERVICE_PROVIDERS.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td>{row.service}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
