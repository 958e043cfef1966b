/**
 * The words the catalog's products hold, each with how many products hold it, so that a query
 * word is looked up in the full-text index as the few whole words it begins ("tee" as `tee`)
 * rather than as a prefix. The index reads a whole word's list lazily, in place order (name
 * order), and stops at the first page of matches; a prefix it must first gather into one list,
 * every match of it read before the first is answered.
 */
import type Database from 'better-sqlite3';

/** The most whole words a query word is looked up as; one beginning more is looked up as a prefix. */
const MOST_WORDS = 32;
/** Prefixes this long have lists of their own in the full-text index (its `prefix = '1 2'`): read lazily too. */
const INDEXED_PREFIX = 2;
/** The highest character: `word < prefix + LAST` holds for every word that starts with `prefix`. */
const LAST = '\u{10FFFF}';

/** A query word as the full-text index reads it: its whole words (or prefix), and whether that is cheap. */
interface TermLookup {
  /** FTS5 query text for this word. */
  match: string;
  /** False for a prefix of many words without a list of its own: the index gathers every match first. */
  cheap: boolean;
}

const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`;

export function catalogTerms(db: Database.Database) {
  const statement = <R>(sql: string) => db.prepare<Record<string, unknown>, R>(sql);
  const countUp = statement('INSERT INTO terms (term, products) VALUES (@term, 1) ON CONFLICT (term) DO UPDATE SET products = products + 1');
  const countDown = statement('UPDATE terms SET products = products - 1 WHERE term = @term');
  const dropUnused = statement('DELETE FROM terms WHERE term = @term AND products <= 0');
  const wordsFrom = statement<{ term: string }>('SELECT term FROM terms WHERE term >= @from AND term < @to LIMIT @limit');
  const distinct = (words: string) => new Set(words.split(' ').filter(Boolean));

  return {
    /** A product's words (as its `word_list`) now held by one more product. */
    add(words: string): void {
      for (const term of distinct(words)) countUp.run({ term });
    },
    /** A product's words held by one product less. */
    drop(words: string): void {
      for (const term of distinct(words)) {
        countDown.run({ term });
        dropUnused.run({ term });
      }
    },
    /** How the index looks a query word up; null when no product has a word beginning with it. */
    lookup(term: string): TermLookup | null {
      const words = wordsFrom.all({ from: term, to: term + LAST, limit: MOST_WORDS + 1 }).map((w) => w.term);
      if (words.length === 0) return null;
      if (words.length <= MOST_WORDS) return { match: words.length === 1 ? quoted(words[0]!) : `(${words.map(quoted).join(' OR ')})`, cheap: true };
      return { match: `${quoted(term)}*`, cheap: term.length <= INDEXED_PREFIX };
    },
  };
}
