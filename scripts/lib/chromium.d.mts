/** Debian's Chromium (the full browser), for Lighthouse, the benchmarks and the browser tests that need it. */
export const CHROMIUM: string;
/** Chromium's headless shell, the browser tests' browser. */
export const HEADLESS_SHELL: string;
/** The flags every start of Chromium gets. */
export const CHROMIUM_ARGS: string[];
