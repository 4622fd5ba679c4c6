/**
 * "Did you mean ...?": the known name nearest to a mistyped one (an unknown flag, setting or member), by
 * edit distance, or none when nothing is near enough to be a slip of the fingers.
 *
 * Our own, and small: `leven` and `js-levenshtein` sit in the dependency tree of the dev tools, but they
 * count a swapped pair of letters as two edits and ignore nothing of case, and a runtime dependency of the
 * package for fifteen lines is not worth its weight.
 */

/**
 * Edit distance between two words (optimal string alignment: an insertion, a deletion, a substitution or a
 * swap of two neighbouring letters each count 1), letter case ignored.
 */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  // rows of the dynamic-programming table: two back, one back, current
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
    }
    before = previous;
    previous = current;
  }
  return previous[t.length]!;
}

/**
 * The candidate nearest to `word`, when it is near enough: at most `maxDistance` edits (default: 40 % of
 * the word's length, at least 1), so `--doc-port` finds `--docs-port` and `--bogus` finds nothing. A
 * candidate that differs only in letter case is nearest of all; among equally near ones the first listed
 * wins. Undefined when `word` is itself a candidate or nothing is near.
 */
export function nearest(word: string, candidates: Iterable<string>, maxDistance = Math.max(1, Math.floor(word.length * 0.4))): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    if (candidate === word) return undefined;
    const d = editDistance(word, candidate);
    if (d <= maxDistance && d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** "; did you mean <prefix><nearest>?" for a message, or "" when nothing is near. */
export function didYouMean(word: string, candidates: Iterable<string>, prefix = ""): string {
  const match = nearest(word, candidates);
  return match === undefined ? "" : `; did you mean ${prefix}${match}?`;
}
