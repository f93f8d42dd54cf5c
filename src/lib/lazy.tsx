/**
 * The portal's one way to load code later. Use `lazyComponent` for anything rendered (a page, a
 * part of a page below its first screen), and `loadOnce` for anything called (a library such as
 * the sanitiser, a module of checks). Both share one download between callers and forget a failed
 * one, so the next call tries again (offline, or a deployment replaced the files).
 */
import { lazy, useState, type ComponentType } from 'react';

export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts the download; a mount after it has arrived renders at once. */
  preload: () => Promise<ComponentType<P>>;
  /** Whether the code has arrived. */
  isLoaded: () => boolean;
};

/**
 * React.lazy with a `preload`: a component whose code has already arrived when it mounts renders
 * at once, with no Suspense fallback and no second render pass; otherwise it suspends as
 * React.lazy does. The choice is made once per mount, so nothing remounts when the code arrives.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let ready: ComponentType<P> | undefined;
  const preload = loadOnce(() =>
    load().then((component) => {
      ready = component;
      return component;
    }),
  );
  // Typed as the component it wraps: React 18's lazy() types drop the props of a generic component.
  const Lazy = lazy(async () => ({ default: await preload() })) as unknown as ComponentType<P>;
  function LazyComponent(props: P) {
    const [Ready] = useState(() => ready);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(LazyComponent, { preload, isLoaded: () => ready !== undefined });
}
