import { PageHeading } from '@/components/page-heading';
import { AFFILIATES } from '../content/static-pages';
import '../public.css';

/** List of affiliates (spec A§2, static; the path is spelt /affilliates). */
export function AffiliatesPage() {
  return (
    <section className="public-page page">
      <PageHeading>List of Affiliates</PageHeading>
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
          {AFFILIATES.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td>{row.role}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
