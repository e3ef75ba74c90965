import type { StockSuggestion } from '@k9/contracts';

/** A text without its Vietnamese accents, in lower case: 'Ngân hàng Đông Á' → 'ngan hang dong a'. */
export const foldAccents = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();

/** The most suggestions one answer gives. */
export const SUGGESTION_LIMIT = 10;

/**
 * The companies matching what was typed, accents and case aside: the exact ticker first, then tickers starting with
 * the text, then tickers or names (full or short) holding it; alphabetical within each.
 */
export function matchSuggestions(companies: readonly StockSuggestion[], typed: string, limit = SUGGESTION_LIMIT): StockSuggestion[] {
  const text = foldAccents(typed.trim());
  if (!text) return [];
  const rank = (company: StockSuggestion): number => {
    const ticker = company.ticker.toLowerCase();
    if (ticker === text) return 0;
    if (ticker.startsWith(text)) return 1;
    if (ticker.includes(text)) return 2;
    const names = [company.name, company.shortName].filter((name): name is string => !!name).map(foldAccents);
    return names.some((name) => name.includes(text)) ? 3 : -1;
  };
  return companies
    .map((company) => ({ company, rank: rank(company) }))
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.company.ticker.localeCompare(b.company.ticker))
    .slice(0, limit)
    .map(({ company }) => company);
}

/** Others shown beside the searched ticker (spec 2 §9.3). */
export const INDUSTRY_PEERS = 4;

/**
 * The same-industry comparison's companies (spec 2 §9.3): the searched ticker first, then up to 4 others of its
 * 'Ngành cấp 4' that have a row in the quarter, the largest market value first (then by ticker, so the choice is
 * stable); companies without a market value come last.
 */
export function chooseIndustryPeers<T extends { ticker: string; marketCap: number | null }>(ticker: string, candidates: readonly T[], peers = INDUSTRY_PEERS): T[] {
  const own = candidates.find((candidate) => candidate.ticker === ticker);
  const others = candidates
    .filter((candidate) => candidate.ticker !== ticker)
    .sort((a, b) => (b.marketCap ?? -Infinity) - (a.marketCap ?? -Infinity) || a.ticker.localeCompare(b.ticker))
    .slice(0, peers);
  return own ? [own, ...others] : others;
}
