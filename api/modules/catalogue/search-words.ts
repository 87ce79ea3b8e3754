/**
 * A shopper's search as words: what the database is asked about each one. Pure functions; the
 * database's own text search (`search-store.ts`) does the stemming and accent folding.
 */
import { fold } from './text.ts';

/** Words of a search beyond this many are ignored (the search itself is at most 100 characters). */
export const MAX_SEARCH_WORDS = 8;
/** Longer words are cut: no catalogue word is anywhere near this long. */
export const MAX_WORD_LENGTH = 40;

export interface SearchWord {
  /** As the shopper wrote it (the `Você quis dizer` sentence keeps it when it is right). */
  readonly written: string;
  /** Lower case without accents. */
  readonly folded: string;
}

/** The words of `text`: runs of letters and digits, anything else separates them. */
export function searchWords(text: string): SearchWord[] {
  return (text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, MAX_SEARCH_WORDS)
    .map((written) => written.slice(0, MAX_WORD_LENGTH))
    .map((written) => ({ written, folded: fold(written) }));
}

/** Only words of plain letters are looked up among the catalogue's words (not `i7`, `0001`). */
export function isPlainWord(folded: string): boolean {
  return /^[a-z]+$/.test(folded);
}

/**
 * The forms of a word a search also accepts. Portuguese stemming maps `teclados` to `teclado`,
 * but not the borrowed words of a technology shop (`notebooks`, `headsets`, `webcams`), whose
 * plural only adds an `s`: the singular and the plural are both asked for.
 */
export function variantsOf(folded: string): string[] {
  if (!isPlainWord(folded) || folded.length < 3) return [folded];
  return folded.endsWith('s') ? [folded, folded.slice(0, -1)] : [folded, `${folded}s`];
}

/**
 * How many edits (Levenshtein distance) a word may be from the catalogue word it is corrected
 * to: none below 4 letters (too many words are that close), one up to 7, two from 8 letters (a
 * swapped pair of letters counts as two edits).
 */
export function typosAllowed(folded: string): number {
  if (folded.length < 4) return 0;
  return folded.length < 8 ? 1 : 2;
}
