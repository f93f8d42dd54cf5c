/**
 * The sign-in and password pages. Their route modules are loaded by the route table through
 * dynamic imports; no other feature needs anything from here, so nothing else is public.
 */
export {};
