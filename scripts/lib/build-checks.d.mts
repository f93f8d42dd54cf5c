/** A check: what it checks, and a function that throws when it does not hold. */
export type Check = [name: string, check: () => void];

export function mockedBuildChecks(options: {
  dir: string;
  contentSecurityPolicy: (env: Record<string, string | undefined>, options?: { forHeader?: boolean }) => string;
  ENTRY_LOADER: string;
}): Check[];
export function mockingOffBuildChecks(options: { dir: string; output: string; javascript: string }): Check[];
export function policyChecks(options: {
  root: string;
  contentSecurityPolicy: (env: Record<string, string | undefined>, options?: { forHeader?: boolean }) => string;
}): Check[];

/** What a tweak of the build leaves out: texts only that code holds, and the installed file or folder holding them. */
export type LeftOut = { tweak: string; what: string; source: string; texts: string[] };
export const LEFT_OUT: LeftOut[];
export function tweakChecks(options: { root: string; javascript: string; leftOut?: LeftOut[] }): Check[];
