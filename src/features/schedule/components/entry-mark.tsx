/** Up to two initials of a name (its first two words that start with a letter or digit), for the entry's mark. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s,&/-]+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word][0]!.toLocaleUpperCase())
    .join('');
}

/**
 * The round mark beside an entry's title: decorative, the title beside it says the same. Initials of a name, never
 * translated.
 */
export function EntryMark({ name, variant }: { name: string; variant?: 'session' | 'own' }) {
  return (
    <span className={`entry-mark${variant ? ` entry-mark--${variant}` : ''}`} aria-hidden="true" translate="no">
      {initialsOf(name)}
    </span>
  );
}
