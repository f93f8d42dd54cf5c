import type { ReactNode } from 'react';
import { PAGE_HEADING_TIMING } from '@/lib/scheduling/after-page-painted';

/**
 * The page's main heading (in the attendee's language: `t(...)`); focus moves here on each route change. The browser
 * reports its paint (Element Timing): what waits for the page's first screen starts then (afterPagePainted).
 */
export function PageHeading({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h1 className="page-heading" tabIndex={-1} id={id} data-page-heading="" elementtiming={PAGE_HEADING_TIMING}>
      {children}
    </h1>
  );
}
