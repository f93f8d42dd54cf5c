/**
 * What the portal's builds use in place of axios's fetch adapter (`axios/lib/adapters/fetch.js`,
 * swapped in by `axiosXhrOnly` in vite.config.ts). In a browser axios takes its XMLHttpRequest
 * adapter first (its default order is xhr, http, fetch) and the portal never asks for another, so
 * the fetch adapter's code (about 3.4 KB gzipped on every page that calls the API) is left out.
 * Asking for it by name fails with axios's own "adapter fetch is not supported by the environment".
 */
export const getFetch = (): false => false;

export default false;
