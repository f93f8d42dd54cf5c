/**
 * The first-visit tweaks of the build, by name: each stays only while a benchmark shows it pays
 * (docs/performance.md) and while a check fails the build when it stops having its effect.
 * `PORTAL_BUILD_WITHOUT=<name>,<name>` leaves some out, for `npm run bench:tweaks` (which reads
 * this list) to measure what each is worth; vite.config.ts applies the others.
 */
export const TWEAKS = ['compile-hints', 'first-visit-chunks', 'axios-xhr-only', 'react-router-production'] as const;

export type Tweak = (typeof TWEAKS)[number];

const isTweak = (name: string): name is Tweak => (TWEAKS as readonly string[]).includes(name);

/** The tweaks named in `without` (a comma-separated list, as PORTAL_BUILD_WITHOUT); a name that is no tweak throws. */
export function tweaksLeftOut(without = ''): ReadonlySet<Tweak> {
  const names = without.split(',').filter(Boolean);
  for (const name of names) if (!isTweak(name)) throw new Error(`no tweak ${name} (the tweaks: ${TWEAKS.join(', ')})`);
  return new Set(names as Tweak[]);
}
