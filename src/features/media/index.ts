/**
 * Media interviews. The page is loaded by the route table through a dynamic import; no other
 * feature needs anything from here, so nothing else is public.
 */
export {};
