/**
 * A shopper's search as a PostgreSQL text search query (`tsquery`) over `products.search_vector`
 * (see migration 0004): every word must match, each in any of its forms (`variantsOf`), stemmed
 * and folded by the `shop_search` configuration. A word no published product holds is replaced
 * by the catalogue word closest to it (`notbook` → `notebook`, `search_terms` through its trigram
 * index, then Levenshtein), and the answer says so (`didYouMean`). While the shopper is still
 * typing, the last word also matches the catalogue words it begins (`tecl` → `teclado`).
 */
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isPlainWord, searchWords, typosAllowed, variantsOf } from './search-words.ts';

/** A half-typed word matches at most this many catalogue words it begins, the commonest first. */
export const MAX_COMPLETIONS = 20;

export interface SearchMatch {
  /** A `tsquery` expression: the products whose `search_vector` matches it are found. */
  readonly query: RawBuilder<unknown>;
  /**
   * Tells this query from any other made from the same catalogue words: the words, each as it
   * is looked for (its correction, or whether it is half typed).
   */
  readonly key: string;
  /** The search with its unknown words corrected, when one was; null otherwise. */
  readonly didYouMean: string | null;
}

interface Correction {
  readonly word: string;
  readonly spelling: string;
}

/** The stemmed query of one form of a word (empty for a stop word). */
function formQuery(form: string): RawBuilder<unknown> {
  return sql`plainto_tsquery('shop_search', ${form})`;
}

/** Words that begin with `folded`, as they are indexed (`i7`, `ddr` of `ddr5`), unstemmed. */
function prefixQuery(folded: string): RawBuilder<unknown> {
  // A word holds letters and digits only, so quoting it cannot break the tsquery syntax.
  return sql`to_tsquery('simple', ${`'${folded}':*`})`;
}

function anyOf(queries: readonly RawBuilder<unknown>[]): RawBuilder<unknown> {
  return sql`(${sql.join(queries, sql` || `)})`;
}

export function searchStore(db: Db) {
  /** The words (folded) of which some form is a word of a published product. */
  async function knownWords(words: readonly string[]): Promise<Set<string>> {
    const pairs = words.flatMap((word) => variantsOf(word).map((form) => [word, form] as const));
    if (pairs.length === 0) return new Set();
    const { rows } = await sql<{ word: string }>`
      select distinct asked.word
      from unnest(${pairs.map(([word]) => word)}::text[], ${pairs.map(([, form]) => form)}::text[])
        as asked(word, form)
      where exists (
        select 1 from search_terms s where s.lexeme = search_lexeme(asked.form)
      )`.execute(db);
    return new Set(rows.map((row) => row.word));
  }

  /** The catalogue words that begin with `prefix`, those in most products first. */
  async function completions(prefix: string): Promise<string[]> {
    const rows = await db
      .selectFrom('search_terms')
      .select('word')
      .where('word', 'like', `${prefix}%`)
      .orderBy('products', 'desc')
      .orderBy('word')
      .limit(MAX_COMPLETIONS)
      .execute();
    return rows.map((row) => row.word);
  }

  /**
   * The catalogue word nearest to `folded` within its allowed typos (a half-typed word may also
   * be the beginning of it), the one in most products among equally near ones; null if none.
   */
  async function correction(folded: string, halfTyped: boolean): Promise<Correction | null> {
    const allowed = typosAllowed(folded);
    if (allowed === 0) return null;
    const distance = halfTyped
      ? sql<number>`least(levenshtein(word, ${folded}), levenshtein(left(word, ${folded.length}), ${folded}))`
      : sql<number>`levenshtein(word, ${folded})`;
    const row = await db
      .selectFrom('search_terms')
      .select(['word', 'spelling'])
      .where(sql<boolean>`word % ${folded}`)
      .where(distance, '<=', allowed)
      .orderBy(distance)
      .orderBy('products', 'desc')
      .orderBy('word')
      .limit(1)
      .executeTakeFirst();
    return row ?? null;
  }

  return {
    /**
     * The query for `text`, or null when it is blank (no condition at all); text without a
     * letter or digit matches nothing. `asYouType`: the last word may be unfinished, so it also
     * matches the words it begins.
     */
    async match(text: string, asYouType: boolean): Promise<SearchMatch | null> {
      if (text.trim() === '') return null;
      const words = searchWords(text);
      if (words.length === 0) return { query: sql`''::tsquery`, key: '', didYouMean: null };
      const halfTyped = asYouType ? words.at(-1) : undefined;
      const completed =
        halfTyped && isPlainWord(halfTyped.folded) ? await completions(halfTyped.folded) : [];
      const checkable = words.filter(
        (word) =>
          isPlainWord(word.folded) &&
          typosAllowed(word.folded) > 0 &&
          !(word === halfTyped && completed.length > 0),
      );
      const known = await knownWords(checkable.map((word) => word.folded));
      const queries: RawBuilder<unknown>[] = [];
      const said: string[] = [];
      const looked: string[] = [];
      let corrected = false;
      for (const word of words) {
        const unknown = checkable.includes(word) && !known.has(word.folded);
        const fix = unknown ? await correction(word.folded, word === halfTyped) : null;
        if (fix) {
          corrected = true;
          queries.push(anyOf(variantsOf(fix.word).map(formQuery)));
          said.push(fix.spelling);
          looked.push(`=${fix.word}`);
          continue;
        }
        const forms = variantsOf(word.folded).map(formQuery);
        queries.push(
          anyOf(
            word === halfTyped
              ? [prefixQuery(word.folded), ...forms, ...completed.map(formQuery)]
              : forms,
          ),
        );
        said.push(word.written);
        looked.push(word === halfTyped ? `${word.folded}*` : word.folded);
      }
      return {
        query: sql`(${sql.join(queries, sql` && `)})`,
        key: looked.join(' '),
        didYouMean: corrected ? said.join(' ') : null,
      };
    },
  };
}
