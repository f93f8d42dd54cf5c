/**
 * The portal's single HTTP client. It alone knows the base URL, the bearer token,
 * the default conference_id=14, how to read a status (the body's `status` field
 * first, then HTTP), and what a 401 means. Screens receive data or an ApiError.
 */
import axios, { AxiosHeaders, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { CONFERENCE_ID, env } from '@/config/env';
import { endSession, getToken } from '@/lib/session/session';
import { ApiError, SERVER_ERROR_BODY, type ApiErrorBody } from './errors';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** On 401 go to plain /auth/login instead of carrying the current path (survey post). */
    plainLoginOn401?: boolean;
  }
}

export const http = axios.create({
  baseURL: env.apiBaseUrl,
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  // Every status reaches the interceptor, which decides with the body's status field.
  validateStatus: () => true,
  timeout: 30000,
});

http.interceptors.request.use((config) => {
  const headers = AxiosHeaders.from(config.headers);
  headers.set('Accept', 'application/json');
  headers.set('Content-Type', 'application/json');
  headers.set('Authorization', `Bearer ${getToken()}`);
  config.headers = headers;
  config.params = { conference_id: CONFERENCE_ID, ...(config.params ?? {}) };
  return config;
});

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The status the spec reads: the body's `status` field when present, else the HTTP status. */
export function readStatus(body: unknown, httpStatus: number): number {
  if (isPlainObject(body) && body.status !== undefined && body.status !== null && body.status !== '') {
    const value = Number(body.status);
    if (Number.isFinite(value)) return value;
  }
  return httpStatus;
}

/**
 * The one 401 path: the session ends here and the router makes the one navigation to the
 * login page, with the `redirect` back to the current page unless the call asked for plain login.
 */
function handleUnauthorized(config: AxiosRequestConfig) {
  endSession({ redirectBack: !config.plainLoginOn401, replace: true });
}

http.interceptors.response.use(
  (response: AxiosResponse) => {
    const body: unknown = response.data;
    if (!isPlainObject(body)) {
      // An HTML page, plain text or an empty answer where JSON was promised; a 401 still ends the session.
      if (response.status === 401) {
        handleUnauthorized(response.config);
        throw new ApiError(401, { status: 401 });
      }
      throw new ApiError(500, { ...SERVER_ERROR_BODY }, 'malformed');
    }
    const status = readStatus(body, response.status);
    if (status >= 400) {
      const error = new ApiError(status, { ...body, status } as ApiErrorBody);
      if (error.kind === 'unauthorized') handleUnauthorized(response.config);
      throw error;
    }
    return response;
  },
  (error: unknown) => {
    if (error instanceof ApiError) throw error;
    throw new ApiError(500, { ...SERVER_ERROR_BODY }, 'network');
  },
);

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
    throw new ApiError(500, { ...SERVER_ERROR_BODY, message: 'The server sent an answer the portal cannot read.' }, 'malformed');
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
