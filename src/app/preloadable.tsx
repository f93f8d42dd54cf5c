import { lazy, useState, type ComponentType } from 'react';

type Module = Record<string, unknown>;

/**
 * A lazily loaded component whose code can be fetched ahead of its first render. A component
 * whose module has already arrived when it mounts renders at once, with no Suspense fallback and
 * no second render pass; otherwise it suspends as React.lazy does. The choice is made once per
 * mount, so a page never remounts when its module arrives.
 */
export function preloadable(load: () => Promise<Module>, exportName: string) {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    const module = await load();
    loaded = module[exportName] as ComponentType;
    return module;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  function Preloadable() {
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  return { Component: Preloadable, preload };
}
