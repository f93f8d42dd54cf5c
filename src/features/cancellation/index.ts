/**
 * The cancellation feature: an invitee cancels their invitation from the e-mailed link.
 * Its pages are loaded by the route table; no other feature uses it, so nothing is exported.
 */
export {};
