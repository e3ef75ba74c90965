/**
 * Vietnamese folded for search (NFD marks stripped, đ -> d, lower case): "Kinh tế" and "kinh te" meet. The read
 * model indexes what this yields and queries are folded the same way, so both sides always agree.
 */
export const foldVietnamese = (value: string): string =>
  value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[đĐ]/g, 'd').normalize('NFC').toLowerCase();

const syllablesOf = (value: string): string[] => foldVietnamese(value).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const MAX_LEXEME = 200;

/**
 * The lexemes a record is found by: every pair of neighbouring folded syllables joined by '_', and each text's last
 * syllable (a one-syllable text: that syllable). Vietnamese words are one to three syllables, so pairs let a search
 * match a phrase ("kinh te") from the index alone; a single word is a prefix of the pairs it starts. Half the lexemes
 * of indexing every syllable as well, which is what keeps projecting long records quick.
 */
export function searchLexemes(...texts: string[]): string[] {
  const lexemes = new Set<string>();
  for (const text of texts) {
    const syllables = syllablesOf(text).map((syllable) => syllable.slice(0, MAX_LEXEME));
    for (let i = 0; i + 1 < syllables.length; i++) lexemes.add(`${syllables[i]}_${syllables[i + 1]}`);
    if (syllables.length) lexemes.add(syllables[syllables.length - 1]);
  }
  return [...lexemes];
}

/**
 * A search as a full-text query over those lexemes (case- and accent-insensitive, spec 2 §5.5): one word is a prefix
 * ('kinh':*); several are their neighbouring pairs, the last pair as a prefix so that a word being typed matches
 * ("kinh t" -> 'kinh_t':*). Null when nothing searchable is left.
 */
export function searchTsQuery(search: string): string | null {
  const terms = searchTerms(search, 16);
  return terms.length ? terms.join(' & ') : null;
}

/**
 * The same terms one by one (at most `max` words): each a full-text query of its own, so that a search can count how
 * many of them a text holds (the library index ranks by that) instead of asking for all of them.
 */
export function searchTerms(search: string, max = 16): string[] {
  const words = syllablesOf(search.normalize('NFC')).slice(0, max).map((word) => word.slice(0, MAX_LEXEME));
  if (words.length === 0) return [];
  if (words.length === 1) return [`'${words[0]}':*`];
  return words.slice(1).map((word, i) => `'${words[i]}_${word}'${i === words.length - 2 ? ':*' : ''}`);
}
