import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { useT } from '@/i18n/i18n';
import { FAILURE_HEADING, PAGE_NOT_SHOWN } from '@/lib/messages';
import { isChunkLoadError } from './chunk-error';
import { ReloadNotice } from './reload-notice';

/**
 * What a route shows when its page threw (a retry renders it again) or its code could not
 * be downloaded (only a fresh load helps: Reload).
 */
export function RouteError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <section className="page">
      <PageHeading>{t(FAILURE_HEADING)}</PageHeading>
      {isChunkLoadError(error) ? (
        <ReloadNotice />
      ) : (
        <LoadError error={error} title={t(PAGE_NOT_SHOWN)} onRetry={onRetry} />
      )}
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
      return <RouteError error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}

/** Error boundary of one route, reset when the path changes. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary resetKey={location.pathname}>{children}</Boundary>;
}
