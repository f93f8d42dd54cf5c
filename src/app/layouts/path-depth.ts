/** How many segments a path has ('/' 0, '/user/dashboard' 2): a deeper page slides in from the right. */
export function pathDepth(pathname: string): number {
  return pathname.split('/').filter(Boolean).length;
}
