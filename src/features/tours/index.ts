/**
 * Tour booking and the bus schedule. Their pages are loaded by the route table through dynamic
 * imports; no other feature needs anything from here, so nothing else is public.
 */
export {};
