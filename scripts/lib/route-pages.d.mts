export function readPaths(root: string): Record<string, string>;
export function readPageModules(root: string): Record<string, string>;
export function routePages(
  root: string,
  entries: readonly { path: string; layout: string }[],
): { route: string; module: string; inShell: boolean }[];
export const SHELL_MODULE: string;
