import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';

/** What a route shows when its page threw or its chunk could not be downloaded. */
export function RouteError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i.test(error.message);
  return (
    <section className="page">
      <PageHeading>Something went wrong</PageHeading>
      <LoadError error={error} title={chunkFailed ? 'This page could not be downloaded.' : 'This page could not be shown.'} onRetry={onRetry} />
    </section>
  );
}

type BoundaryProps = { children: ReactNode; resetKey: string };
type BoundaryState = { error: unknown; failedKey: string | null };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, failedKey: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.setState({ failedKey: this.props.resetKey });
    console.error('A page failed to render', error, info.componentStack);
  }

  componentDidUpdate(prev: BoundaryProps) {
    // Leaving the failed page clears the error.
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null, failedKey: null });
  }

  render() {
    if (this.state.error) {
      const chunkFailed = this.state.error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(this.state.error.message);
      // A page whose code failed to download needs a fresh load; a page that threw can simply render again.
      return <RouteError error={this.state.error} onRetry={() => (chunkFailed ? window.location.reload() : this.setState({ error: null }))} />;
    }
    return this.props.children;
  }
}

/** Error boundary of one route, reset when the path changes. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary resetKey={location.pathname}>{children}</Boundary>;
}
