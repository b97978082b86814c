import type { StoreViewCode } from '@lumo/block-schema';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';

/** Words the search is split into, as the search_terms dictionary splits names and flavours. */
export function searchWords(search: string): string[] {
  return search
    .toLowerCase()
    .split(/[\s\p{P}\p{S}]+/u)
    .filter((word) => word.length > 0);
}

/** Only words of 4+ letters (not numbers) are corrected: shorter ones have too many neighbours. */
function correctable(word: string): boolean {
  return word.length >= 4 && !/^\d+$/.test(word);
}

/** Edits allowed between a word and its correction, by the word's length. */
function maxEdits(word: string): number {
  if (word.length <= 4) return 1;
  if (word.length <= 8) return 2;
  return 3;
}

/**
 * Optimal string alignment distance (Damerau-Levenshtein without repeated edits of one
 * substring): insertions, deletions, substitutions and swaps of neighbours cost 1.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * Swaps of neighbouring letters and single deletions of the word: short words whose typo
 * shares too few trigrams with the right word ("brery" and "berry") are found by exact lookup.
 */
function nearVariants(word: string): string[] {
  const variants = new Set<string>();
  const letters = [...word];
  for (let i = 0; i < letters.length; i += 1) {
    variants.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(''));
    if (i + 1 < letters.length) {
      const swapped = [...letters];
      [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
      variants.add(swapped.join(''));
    }
  }
  variants.delete(word);
  return [...variants];
}

interface Candidate {
  input: string;
  word: string;
  products: number;
  score: number;
}

/**
 * The search with each misspelled word replaced by the closest word of the store view's
 * dictionary (search_terms), or null when every word is known or has no close match. A word is
 * misspelled when it is not in the dictionary; candidates are dictionary words similar to it by
 * trigrams (the `%` operator, served by the dictionary's trigram index) or one swap or deletion
 * away; the closest by edits wins, then by trigram similarity, then the most common.
 * `dictionary`: the store view's words, when the caller keeps them: a search whose words are
 * all in it has nothing to correct, and no statement is run.
 */
export async function correctSearch(
  db: Database,
  storeView: StoreViewCode,
  search: string,
  dictionary?: () => Promise<ReadonlySet<string>>,
): Promise<string | null> {
  const words = searchWords(search);
  const inputs = [...new Set(words.filter(correctable))].slice(0, 8);
  if (inputs.length === 0) return null;
  if (dictionary) {
    const known = await dictionary();
    if (inputs.every((input) => known.has(input))) return null;
  }
  const exact = [...new Set([...inputs, ...inputs.flatMap(nearVariants)])];
  const rows = rowsOf<Candidate>(
    await db.execute(
      sql`SELECT w.input, c.word, c.products, similarity(c.word, w.input) AS score
        FROM unnest(${textArray(inputs)}) AS w(input)
        CROSS JOIN LATERAL (
          (SELECT t.word, t.products FROM search_terms t
            WHERE t.store_view = ${storeView} AND t.word % w.input
            ORDER BY similarity(t.word, w.input) DESC, t.products DESC LIMIT 20)
          UNION
          (SELECT t.word, t.products FROM search_terms t
            WHERE t.store_view = ${storeView} AND t.word = ANY(${textArray(exact)}))
        ) c`,
    ),
  );
  const corrections = new Map<string, string>();
  for (const input of inputs) {
    const candidates = rows.filter((row) => row.input === input);
    if (candidates.some((row) => row.word === input)) continue;
    let best: { word: string; edits: number; score: number; products: number } | null = null;
    for (const row of candidates) {
      const edits = editDistance(input, row.word);
      if (edits > maxEdits(input)) continue;
      const candidate = {
        word: row.word,
        edits,
        score: Number(row.score),
        products: Number(row.products),
      };
      if (
        best === null ||
        candidate.edits < best.edits ||
        (candidate.edits === best.edits &&
          (candidate.score > best.score ||
            (candidate.score === best.score && candidate.products > best.products)))
      ) {
        best = candidate;
      }
    }
    if (best) corrections.set(input, best.word);
  }
  if (corrections.size === 0) return null;
  return words.map((word) => corrections.get(word) ?? word).join(' ');
}

/**
 * Did-you-mean: the corrected search first, then dictionary words closest to the search by
 * trigram similarity (index-served `%`), the most common first among equals.
 */
export async function spellingSuggestions(
  db: Database,
  storeView: StoreViewCode,
  search: string,
  corrected: string | null,
  limit: number,
): Promise<string[]> {
  const term = searchWords(search).join(' ');
  const rows = rowsOf<{ word: string }>(
    await db.execute(
      sql`SELECT word FROM search_terms
        WHERE store_view = ${storeView} AND word % ${term} AND word <> ${term}
        ORDER BY similarity(word, ${term}) DESC, products DESC, word ASC LIMIT ${limit}`,
    ),
  );
  const words = [...(corrected ? [corrected] : []), ...rows.map((row) => row.word)];
  return [...new Set(words)].slice(0, limit);
}

function textArray(values: string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** node-postgres returns { rows }, PGlite's drizzle driver the same shape. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] } | null)?.rows ?? []) as T[];
}
