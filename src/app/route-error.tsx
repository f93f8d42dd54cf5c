import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';

/** Error boundary of a route: the page failed, the rest of the app keeps working. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
  return (
    <section className="page">
      <PageHeading>Something went wrong</PageHeading>
      <LoadError
        error={error}
        title={
          chunkFailed
            ? 'This page could not be downloaded.'
            : isRouteErrorResponse(error)
              ? `This page could not be shown (${error.status}).`
              : 'This page could not be shown.'
        }
        onRetry={() => window.location.reload()}
      />
    </section>
  );
}
