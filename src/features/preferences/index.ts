/**
 * The investor's meeting preferences page (loaded by the route table through a dynamic import).
 * The answer reader is shared with the drift tests.
 */
export { preferencesAnswerSchema } from './api/get-preferences';
export { preferencesKeys } from './api/keys';
