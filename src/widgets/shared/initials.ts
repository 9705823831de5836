// Letters that stand in for a missing picture: a person's initials on a headshot placeholder, a team's monogram on
// a missing logo. The demo's drawn art (src/server/demo-art) uses the same letters, so a drawn logo and its
// stand-in agree.

const SMALL_WORDS = new Set(['of', 'the', 'and', 'at', 'a', '&']);
const firstLetter = (word: string | undefined) => word?.match(/\p{L}/u)?.[0] ?? '';

/** A person's initials: first and last name ("Mary Ann O'Neil" is MO). */
export function initialsOf(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /\p{L}/u.test(w));
  return (firstLetter(words[0]) + (words.length > 1 ? firstLetter(words.at(-1)) : '')).toUpperCase();
}

/** A team's monogram: the initials of its main words, at most three ("Blue Ridge University" is BRU). */
export function monogramOf(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /\p{L}/u.test(w) && !SMALL_WORDS.has(w.toLowerCase()));
  return (
    words
      .map((w) => firstLetter(w))
      .join('')
      .slice(0, 3)
      .toUpperCase() || '?'
  );
}
