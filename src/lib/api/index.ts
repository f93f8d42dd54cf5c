export { api, request, http, downloadUrl, setUnauthorizedHandler, readStatus } from './client';
export { ApiError, isApiError, flattenErrors, type FieldErrorMap } from './errors';
export { createQueryClient } from './query-client';
export { applyServerErrors } from './form-errors';
