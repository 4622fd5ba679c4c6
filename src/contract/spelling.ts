/**
 * Spelling: the known name nearest to one that is not known ("did you mean clientState?"), for messages
 * about members, flags and settings. Nothing is suggested when no known name is near.
 */

/**
 * Edit distance (insertions, deletions, substitutions) of two short strings. Our own: a dozen lines for
 * names of a few dozen characters, where a package (leven, fastest-levenshtein) would be one more runtime
 * dependency of the tools package for the same loop.
 */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The known name nearest to `name`: one that differs only in case first, else the one fewest edits away
 * (case ignored) when that is at most 1 edit for names of up to 4 characters, 2 up to 8, 3 beyond; the
 * first of the known names on a tie. Undefined when none is that near, or when `name` is itself known.
 */
export function nearestName(name: string, known: Iterable<string>): string | undefined {
  const names = [...known];
  if (names.includes(name)) return undefined;
  const lower = name.toLowerCase();
  const sameLetters = names.find((n) => n.toLowerCase() === lower);
  if (sameLetters !== undefined) return sameLetters;
  const limit = name.length <= 4 ? 1 : name.length <= 8 ? 2 : 3;
  let best: { name: string; distance: number } | undefined;
  for (const n of names) {
    const distance = editDistance(lower, n.toLowerCase());
    if (distance <= limit && (best === undefined || distance < best.distance)) best = { name: n, distance };
  }
  return best?.name;
}
