/**
 * The axios instance behind the portal's one HTTP client (client.ts): base URL, bearer token,
 * conference_id=14, how a status is read and what a 401 means. Part of the `core` chunk every page
 * starts with (see docs/performance.md).
 */
import axios, { AxiosHeaders, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { CONFERENCE_ID, env } from '@/config/env';
import { endSession, getToken } from '@/lib/session/session';
import { ApiError, SERVER_ERROR_BODY, type ApiErrorBody } from './errors';
import { isRecord } from './read';
import { readStatus } from './status';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** On 401 go to plain /auth/login instead of carrying the current path (survey post). */
    plainLoginOn401?: boolean;
    /** A 401 to this call ends nothing: the caller is ending the session itself (Logout, Identify's sign-out). */
    keepSessionOn401?: boolean;
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

/**
 * The one 401 path: the session ends here and the router makes the one navigation to the
 * login page, with the `redirect` back to the current page unless the call asked for plain login.
 */
function handleUnauthorized(config: AxiosRequestConfig) {
  if (config.keepSessionOn401) return;
  endSession({ redirectBack: !config.plainLoginOn401, replace: true });
}

http.interceptors.response.use(
  (response: AxiosResponse) => {
    const body: unknown = response.data;
    if (!isRecord(body)) {
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
