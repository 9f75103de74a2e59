/**
 * The language tags an `Accept-Language` header asks for, most wanted first, in lower case
 * ('en;q=0.8, de-AT' → ['de-at', 'en']): equal weights keep the header's order, and `q=0` and '*'
 * ask for nothing. The server's visitor pages and the frontend's mock API read the header with it.
 */
export function acceptedLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
