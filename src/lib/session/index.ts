export * from './session';
export { storageKeys, readItem, writeItem, removeItem, clearAll, registrationKeys } from './storage';
export { useSession } from './use-session';
