/**
 * The portal's single HTTP client. It alone knows the base URL, the bearer token,
 * the default conference_id=14, how to read a status (the body's `status` field
 * first, then HTTP), and what a 401 means (the axios instance in http.ts). Screens receive
 * data or an ApiError.
 */
import type { AxiosRequestConfig } from 'axios';
import { CONFERENCE_ID, env } from '@/config/env';
import type { MessageId } from '@/i18n/i18n';
import { ApiError, SERVER_ERROR_BODY } from './errors';
import { http } from './http';

export { readStatus } from './status';

/** Any schema with safeParse (zod classic or zod/mini) checking the answer's shape. */
export type AnswerSchema<T> = { safeParse(data: unknown): { success: true; data: T } | { success: false } };

export type RequestOptions<T> = AxiosRequestConfig & { schema?: AnswerSchema<T> };

/** Sends a request and returns the answer body, checked against `schema` when given. */
export async function request<T = unknown>(options: RequestOptions<T>): Promise<T> {
  const { schema, ...config } = options;
  const response = await http.request(config);
  if (!schema) return response.data as T;
  const parsed = schema.safeParse(response.data);
  if (!parsed.success) {
    throw new ApiError(
      500,
      { ...SERVER_ERROR_BODY, message: 'The server sent an answer the portal cannot read.' satisfies MessageId },
      'malformed',
    );
  }
  return parsed.data;
}

export const api = {
  get: <T = unknown>(url: string, options: Omit<RequestOptions<T>, 'url' | 'method'> = {}) =>
    request<T>({ ...options, url, method: 'GET' }),
  post: <T = unknown>(url: string, data?: unknown, options: Omit<RequestOptions<T>, 'url' | 'method' | 'data'> = {}) =>
    request<T>({ ...options, url, method: 'POST', data }),
};

/** URL for a browser-navigation download (no headers; conference_id in the query). */
export function downloadUrl(path: string, params: Record<string, string | number>): string {
  const query = new URLSearchParams({ conference_id: String(CONFERENCE_ID) });
  for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  return `${env.apiBaseUrl}/${path.replace(/^\//, '')}?${query.toString()}`;
}
