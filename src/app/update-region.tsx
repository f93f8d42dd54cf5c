import { Suspense, useSyncExternalStore } from 'react';
import { lazyComponent } from '@/lib/lazy';
import { updateState } from './service-worker';

const UpdatePrompt = lazyComponent(() => import('./update-prompt').then((module) => module.UpdatePrompt));

/**
 * Where the update prompt appears: a polite live region that is always on the page, holding the
 * prompt (a chunk of its own, fetched only then) once a new version is ready.
 */
export function UpdateRegion() {
  const { ready } = useSyncExternalStore(updateState.subscribe, updateState.get, updateState.get);
  return (
    <div className="update-prompt no-print" role="status" aria-live="polite">
      {ready ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </div>
  );
}
