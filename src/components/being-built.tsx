import { PageHeading } from './page-heading';

/** A route whose screen is not built yet says so plainly. */
export function BeingBuilt({ title }: { title: string }) {
  return (
    <section className="page">
      <PageHeading>{title}</PageHeading>
      <p>This page is being built.</p>
    </section>
  );
}
