import { useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { pathDepth } from './path-depth';

/** Slides the page in from the right when the path gets deeper, from the left when it gets shallower. */
export function RouteTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const previous = useRef<{ path: string; depth: number } | null>(null);
  const direction = useRef<'left' | 'right' | 'none'>('none');

  if (previous.current?.path !== location.pathname) {
    const depth = pathDepth(location.pathname);
    if (previous.current) direction.current = depth >= previous.current.depth ? 'left' : 'right';
    previous.current = { path: location.pathname, depth };
  }

  return (
    <div key={location.pathname} className={`route-transition route-transition--${direction.current}`}>
      {children}
    </div>
  );
}
