/**
 * Stands in for axios's fetch adapter in the builds (`axiosXhrOnly` in vite.config.ts): the portal
 * only uses the XMLHttpRequest adapter (see docs/performance.md). Asking for fetch by name fails
 * with axios's own "adapter fetch is not supported by the environment".
 */
export const getFetch = (): false => false;

export default false;
