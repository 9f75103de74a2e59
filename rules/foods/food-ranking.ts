/**
 * Relevance ranking shared by the SQLite and PostgreSQL search engines: the
 * engine finds candidates, this orders them the way a person expects.
 */

export interface SearchCandidate {
  id: string;
  name: string;
  /** '|'-separated other names. */
  aliases: string | null;
  brand: string | null;
  description: string | null;
  dataType: string;
  category: string | null;
  source: string;
  /** The engine's own relevance, higher is better (used only to break ties). */
  engineScore: number;
}

/** Lower-case words of letters and digits, accents removed and 'ß' written 'ss'. */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Query words, at most 8, without duplicates. */
export const queryTokens = (query: string) => [...new Set(tokenize(query))].slice(0, 8);

const PLAIN_WORDS = new Set(['raw', 'fresh', 'plain', 'whole', 'boiled', 'cooked', 'grilled']);

export function relevance(candidate: SearchCandidate, tokens: string[]): number {
  const nameWords = tokenize(candidate.name);
  const brandWords = candidate.brand ? tokenize(candidate.brand) : [];
  const query = tokens.join(' ');
  const name = nameWords.join(' ');
  let score = 0;

  const aliases = (candidate.aliases ?? '').split('|').map((alias) => tokenize(alias).join(' '));
  if (name === query) score += 1000;
  else if (aliases.includes(query)) score += 800;
  else if (name.startsWith(query)) score += 300;
  else if (aliases.some((alias) => alias.startsWith(query))) score += 200;
  if (nameWords[0] === tokens[0] || nameWords[0] === `${tokens[0]}s`) score += 150;

  for (const token of tokens) {
    if (nameWords.includes(token) || nameWords.includes(`${token}s`) || nameWords.includes(`${token}es`)) score += 100;
    else if (nameWords.some((word) => word.startsWith(token))) score += 40;
    else if (brandWords.includes(token)) score += 60;
    else if (nameWords.some((word) => editDistance(token, word, typoBudget(token)) <= typoBudget(token))) score += 80;
  }

  // Generic foods first for generic queries; a query naming the brand wants the brand.
  const namesBrand = brandWords.length > 0 && tokens.some((token) => brandWords.includes(token));
  if (candidate.dataType !== 'Brand') score += namesBrand ? 0 : 200;
  else if (namesBrand) score += 150;

  // "banana" → "Banana, raw" before "Banana, dehydrated".
  if (nameWords.some((word) => PLAIN_WORDS.has(word) && !tokens.includes(word))) score += 30;
  if (candidate.source === 'builtin') score += 20;
  score -= 4 * Math.max(0, nameWords.length - tokens.length);
  return score + Math.min(20, Math.max(0, candidate.engineScore));
}

export function rank(candidates: SearchCandidate[], tokens: string[], limit: number): SearchCandidate[] {
  const seen = new Set<string>();
  return candidates
    .filter((c) => !seen.has(c.id) && seen.add(c.id))
    .map((c) => ({ c, score: relevance(c, tokens) }))
    .sort((a, b) => b.score - a.score || a.c.name.length - b.c.name.length || a.c.id.localeCompare(b.c.id))
    .slice(0, limit)
    .map(({ c }) => c);
}

/** Damerau–Levenshtein distance (optimal string alignment), stopping early past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}

/** How many typos a word may have: none under 4 letters, one up to 6, two beyond. */
export const typoBudget = (word: string) => (word.length < 4 ? 0 : word.length <= 6 ? 1 : 2);

/** The closest known words to a misspelt one, best first (fewest edits, then most common). */
export function closestTerms(word: string, vocabulary: { term: string; docs: number }[], take = 3): string[] {
  const budget = typoBudget(word);
  if (budget === 0) return [];
  return vocabulary
    .map((v) => ({ ...v, distance: editDistance(word, v.term, budget) }))
    .filter((v) => v.distance <= budget && v.term !== word)
    .sort((a, b) => a.distance - b.distance || b.docs - a.docs)
    .slice(0, take)
    .map((v) => v.term);
}
