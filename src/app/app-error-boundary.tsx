import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from './chunk-error';
import { ReloadNotice } from './reload-notice';

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
    return (
      <main id="main-content" className="public-main app-error" tabIndex={-1}>
        <h1>Something went wrong</h1>
        <ReloadNotice title={isChunkLoadError(this.state.error) ? undefined : 'This page could not be shown.'} />
      </main>
    );
  }
}
