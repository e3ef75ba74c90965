import { describe, expect, it } from '@jest/globals';
import { chooseIndustryPeers, foldAccents, matchSuggestions } from './stock-screen.rules.js';

const company = (ticker: string, name: string | null, shortName: string | null = null) => ({ ticker, name, shortName, exchange: 'HOSE' });

describe('stock screen rules', () => {
  it('folds Vietnamese accents and case', () => {
    expect(foldAccents('Ngân hàng TMCP Ngoại thương Việt Nam')).toBe('ngan hang tmcp ngoai thuong viet nam');
    expect(foldAccents('ĐỒNG Á')).toBe('dong a');
  });

  it('suggests the exact ticker first, then tickers starting with the text, then names, accents aside', () => {
    const companies = [company('VCB', 'Ngân hàng TMCP Ngoại thương Việt Nam', 'Vietcombank'), company('FPT', 'Công ty Cổ phần FPT', 'FPT Corp'), company('FPTS', 'Công ty Cổ phần Chứng khoán FPT'), company('AFP', null)];
    expect(matchSuggestions(companies, 'fpt').map((c) => c.ticker)).toEqual(['FPT', 'FPTS']);
    expect(matchSuggestions(companies, 'ngoai thuong').map((c) => c.ticker)).toEqual(['VCB']);
    expect(matchSuggestions(companies, 'NGOẠI').map((c) => c.ticker)).toEqual(['VCB']);
    expect(matchSuggestions(companies, 'chung khoan').map((c) => c.ticker)).toEqual(['FPTS']);
    expect(matchSuggestions(companies, '  ')).toEqual([]);
    expect(matchSuggestions(companies, 'fp').map((c) => c.ticker)).toEqual(['FPT', 'FPTS', 'AFP']);
    expect(matchSuggestions(companies, 'fp', 2)).toHaveLength(2);
  });

  it('compares the ticker with up to 4 others of its industry, largest market value first', () => {
    const rows = [
      { ticker: 'CMG', marketCap: 5000 },
      { ticker: 'FPT', marketCap: 100000 },
      { ticker: 'ELC', marketCap: null },
      { ticker: 'ITD', marketCap: 300 },
      { ticker: 'SAM', marketCap: 300 },
      { ticker: 'VTC', marketCap: 20 },
    ];
    expect(chooseIndustryPeers('FPT', rows).map((r) => r.ticker)).toEqual(['FPT', 'CMG', 'ITD', 'SAM', 'VTC']);
    // Without its own row in the quarter, the others are still compared.
    expect(chooseIndustryPeers('ABC', rows).map((r) => r.ticker)).toEqual(['FPT', 'CMG', 'ITD', 'SAM']);
    expect(chooseIndustryPeers('FPT', [{ ticker: 'FPT', marketCap: 1 }])).toHaveLength(1);
  });
});
