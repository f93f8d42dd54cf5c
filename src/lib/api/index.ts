export { api, request, downloadUrl, readStatus } from './client';
export {
  ApiError,
  isApiError,
  isApiErrorOf,
  kindOfStatus,
  flattenErrors,
  type ApiErrorKind,
  type FieldErrorMap,
} from './errors';
export { createQueryClient } from './query-client';
export { applyServerErrors } from './form-errors';
