import type { ComponentType } from 'react';
import { lazyComponent } from '@/lib/lazy';

type Module = Record<string, unknown>;

/**
 * A page (or layout) loaded lazily from `load`'s module, under `exportName`, whose code can be
 * fetched ahead of its first render (components/lazy-ready.tsx). `preload` resolves to the whole
 * module, so start-up can also read what else the page's module exports (`prefetchPageData`).
 */
export function preloadable(load: () => Promise<Module>, exportName: string) {
  let module: Module | undefined;
  const Component = lazyComponent(() =>
    load().then((loaded) => {
      module = loaded;
      return loaded[exportName] as ComponentType;
    }),
  );
  return { Component, preload: () => Component.preload().then(() => module as Module) };
}
