import type { ReactNode } from 'react';

/** The page's main heading (in the attendee's language: `t(...)`); focus moves here on each route change. */
export function PageHeading({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h1 className="page-heading" tabIndex={-1} id={id} data-page-heading="">
      {children}
    </h1>
  );
}
