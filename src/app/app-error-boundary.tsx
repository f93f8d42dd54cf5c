import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '@/i18n/i18n';
import { FAILURE_HEADING, PAGE_NOT_SHOWN } from '@/lib/messages';
import { isChunkLoadError } from './chunk-error';
import { ReloadNotice } from './reload-notice';

/** What the boundary shows, in the attendee's language (a component, so it follows a change of language). */
function AppFailure({ error }: { error: unknown }) {
  const t = useT();
  return (
    <main id="main-content" className="public-main app-error" tabIndex={-1}>
      <h1>{t(FAILURE_HEADING)}</h1>
      <ReloadNotice title={isChunkLoadError(error) ? undefined : PAGE_NOT_SHOWN} />
    </main>
  );
}

type State = { error: unknown };

/**
 * The last line under the router: a failure no route caught (the signed-in shell's code
 * failed to download, a layout threw) shows a message with Reload instead of a blank page.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The portal failed to render', error, info.componentStack);
  }

  render() {
    if (this.state.error === null) return this.props.children;
    return <AppFailure error={this.state.error} />;
  }
}
