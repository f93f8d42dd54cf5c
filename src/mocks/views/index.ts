/**
 * Answer shapes of the contract, derived from the database rows on every call
 * (nothing here is stored), so derived data such as slot attendance, grouped
 * slots, confirmed companies or schedules always reflects the latest writes.
 */
export * from './lookups';
export * from './people';
export * from './days';
export * from './capacity';
export * from './registration';
export * from './companies';
export * from './preferences';
export * from './schedule';
export * from './surveys';
export * from './tours';
