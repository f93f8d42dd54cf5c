import { lazy, useState, type ComponentType } from 'react';
import { loadOnce } from '@/lib/load-once';

/**
 * A lazily loaded component whose code can be fetched ahead of its first render (`preload`).
 * One whose code has already arrived when it mounts renders at once, with no Suspense fallback
 * and no second render pass; otherwise it suspends as React.lazy does (the caller's Suspense
 * shows its fallback). The choice is made once per mount, so nothing remounts when the code
 * arrives. A failed download is tried again by the next `preload`.
 */
export function lazyReady<P extends object>(load: () => Promise<ComponentType<P>>) {
  let ready: ComponentType<P> | undefined;
  const preload = loadOnce(() =>
    load().then((component) => {
      ready = component;
      return component;
    }),
  );
  // Typed as the component it wraps: React 18's lazy() types drop the props of a generic component.
  const Lazy = lazy(async () => ({ default: await preload() })) as unknown as ComponentType<P>;
  function LazyReady(props: P) {
    const [Ready] = useState(() => ready);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  /** Whether the code has arrived (a mount now renders it at once). */
  const isLoaded = () => ready !== undefined;
  return { Component: LazyReady, preload, isLoaded };
}
