// Typo tolerance: a query word that no product holds is read as the catalogue's words within a few
// letters of it ('tomatto' → tomato, 'brocoli' → broccoli). Words that some product does hold are
// never widened, so 'potato' does not find tomatoes.

/**
 * Edit distance counting an insertion, a deletion, a substitution or a swap of two neighbouring
 * letters as one edit (optimal string alignment), over Unicode code points.
 */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  if (s.length === 0) return t.length;
  if (t.length === 0) return s.length;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        d = Math.min(d, prevPrev[j - 2]! + 1);
      row.push(d);
    }
    prevPrev = prev;
    prev = row;
  }
  return prev[t.length]!;
}

/** How many wrong letters a word of this length may have: none up to 3 letters, 1 up to 6, then 2. */
export function typoBudget(word: string): number {
  const n = [...word].length;
  return n <= 3 ? 0 : n <= 6 ? 1 : 2;
}

/**
 * The catalogue words `word` may be a misspelling of, closest first: within the word's typo budget
 * of the whole term or of the term's start (so a half-typed 'tomat' still reaches 'tomatoes').
 */
export function typoMatches(word: string, terms: readonly string[]): string[] {
  const budget = typoBudget(word);
  if (budget === 0) return [];
  const n = [...word].length;
  const scored: [string, number][] = [];
  for (const term of new Set(terms)) {
    const whole = editDistance(word, term);
    const start = [...term].length > n ? editDistance(word, [...term].slice(0, n).join('')) : whole;
    const d = Math.min(whole, start);
    if (d <= budget) scored.push([term, d * 100 + Math.abs([...term].length - n)]);
  }
  return scored.sort((x, y) => x[1] - y[1] || (x[0] < y[0] ? -1 : 1)).map(([t]) => t);
}

/**
 * 'Did you mean …?': the catalogue word closest to `word` (fewest edits, then the most alike in
 * length), looser than typo matching since it is only offered, not applied; null when none is near.
 */
export function closestTerm(word: string, terms: readonly string[]): string | null {
  const n = [...word].length;
  const limit = Math.max(2, Math.ceil(n / 2));
  let best: string | null = null;
  let bestScore = Infinity;
  for (const term of terms) {
    if (term === word) continue;
    const d = editDistance(word, term);
    if (d > limit) continue;
    const score = d * 100 + Math.abs([...term].length - n);
    if (score < bestScore || (score === bestScore && best !== null && term < best)) {
      best = term;
      bestScore = score;
    }
  }
  return best;
}
