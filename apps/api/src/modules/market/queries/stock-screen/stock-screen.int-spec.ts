import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { STOCK_SCREEN_ROUTES, type StockIndustryResponse, type StockSuggestionsResponse } from '@k9/contracts';
import { MARKET_SEED_STREAM, type EventStore } from '@k9/domain';
import { accessMatrix, signInCallers, type Callers } from '../../../../../test/helpers/access-matrix.js';
import { startTestApp, type TestApp } from '../../../../../test/helpers/test-app.js';
import { until } from '../../../../../test/helpers/until.js';
import { EVENT_STORE } from '../../../../platform/event-store/event-store.token.js';

/** FPT and its 'Phần mềm' peers (no real ratios: samples), VCB and three banks (real ratios to Q3 2023, then samples). */
const TICKERS = 'FPT,CMT,ICT,HPT,SRA,SBD,VCB,BID,CTG,TCB';

/** The stock screen's own reads (issue 32 §1) over a seed of ten companies. */
describe('stock screen reads', () => {
  let t: TestApp;
  let callers: Callers;
  const head = async () => ({ head: await t.app.get<EventStore>(EVENT_STORE).committedHead() });
  const suggestions = async (q: string) => ((await callers.learner.get(STOCK_SCREEN_ROUTES.suggestions).query({ q }).expect(200)).body as StockSuggestionsResponse).data;
  const industry = async (query: Record<string, string>) => (await callers.learner.get(STOCK_SCREEN_ROUTES.industry).query(query).expect(200)).body as StockIndustryResponse;

  beforeAll(async () => {
    t = await startTestApp({ SEED_MARKET: 'true', MARKET_SEED_TICKERS: TICKERS });
    callers = await signInCallers(t);
    const store = t.app.get<EventStore>(EVENT_STORE);
    await until('the market seed is done', async () => (await store.readStream(MARKET_SEED_STREAM)).some((event) => event.type === 'MarketSeedCompleted'), 60_000);
  }, 90_000);
  afterAll(() => t.close());

  it('suggests companies by ticker or name, accents and case aside, the exact ticker first', async () => {
    expect((await suggestions('fpt'))[0]).toEqual({ ticker: 'FPT', name: 'Công ty Cổ phần FPT', shortName: 'FPT Corp', exchange: 'HOSE' });
    expect((await suggestions('ngoai thuong')).map((company) => company.ticker)).toEqual(['VCB']);
    const banks = (await suggestions('NGÂN HÀNG')).map((company) => company.ticker);
    expect(new Set(banks)).toEqual(new Set(['VCB', 'BID', 'CTG', 'TCB']));
    expect(await suggestions('khong co cong ty nay')).toEqual([]);
    expect((await callers.learner.get(STOCK_SCREEN_ROUTES.suggestions).expect(200)).body).toEqual({ data: [] });
  });

  it("compares the ticker with up to 4 others of its 'Ngành cấp 4', in its newest quarter by default", async () => {
    const latest = await industry({ ticker: 'fpt' });
    expect(latest).toMatchObject({ ticker: 'FPT', industry: 'Phần mềm', family: 'fin_ratio', quarter: '2025-Q3', latestQuarter: '2025-Q3' });
    const tickers = latest.rows.map((row) => row.data['Mã CK']);
    expect(tickers[0]).toBe('FPT');
    expect(tickers).toHaveLength(5);
    expect(new Set(tickers).size).toBe(5);
    for (const row of latest.rows) expect(row).toMatchObject({ dataset: 'fin_ratio', data: { 'Ngày': '2025-09-30', 'Kiểu thời gian': 'Quý' }, sample: true });
    expect(latest.names.FPT).toBe('Công ty Cổ phần FPT');
    // Largest market value first after the ticker.
    const caps = latest.rows.slice(1).map((row) => row.data.market_cap as number);
    expect(caps).toEqual([...caps].sort((a, b) => b - a));

    // A real quarter of the banks: VCB first, three peers, real rows with their source.
    const banks = await industry({ ticker: 'VCB', quarter: '2023-Q2' });
    expect(banks).toMatchObject({ industry: 'Ngân hàng', family: 'fin_ratio_nganhang', quarter: '2023-Q2', latestQuarter: '2025-Q3' });
    expect(banks.rows.map((row) => row.data['Mã CK'])[0]).toBe('VCB');
    expect(new Set(banks.rows.map((row) => row.data['Mã CK']))).toEqual(new Set(['VCB', 'BID', 'CTG', 'TCB']));
    for (const row of banks.rows) expect(row).toMatchObject({ sample: false, data: { 'Ngày': '2023-06-30' } });
    expect(banks.rows[0].source).toContain('FiinTrade');

    // A quarter without rows, and a ticker nobody lists.
    expect((await industry({ ticker: 'VCB', quarter: '1999-Q1' })).rows).toEqual([]);
    expect(await industry({ ticker: 'KHONGCO' })).toMatchObject({ industry: null, family: null, quarter: null, latestQuarter: null, rows: [] });
  });

  it('refuses bad input in Vietnamese', async () => {
    const noTicker = await callers.learner.get(STOCK_SCREEN_ROUTES.industry).expect(400);
    expect(JSON.stringify(noTicker.body)).toContain('Vui lòng nhập mã chứng khoán!');
    const badQuarter = await callers.learner.get(STOCK_SCREEN_ROUTES.industry).query({ ticker: 'FPT', quarter: '2025-5' }).expect(400);
    expect(JSON.stringify(badQuarter.body)).toContain('Quý (quarter) phải có dạng NĂM-QUÝ, ví dụ 2025-Q3.');
    const badTicker = await callers.learner.get(STOCK_SCREEN_ROUTES.industry).query({ ticker: 'FPT;--' }).expect(400);
    expect(JSON.stringify(badTicker.body)).toContain('Mã chứng khoán (ticker) chỉ gồm chữ và số');
    const long = await callers.learner.get(STOCK_SCREEN_ROUTES.suggestions).query({ q: 'x'.repeat(101) }).expect(400);
    expect(JSON.stringify(long.body)).toContain('Nội dung tìm (q) phải là văn bản, tối đa 100 ký tự.');
  });

  describe('access', () => {
    accessMatrix({
      callers: () => callers,
      snapshot: head,
      rows: [
        { name: 'GET /api/stock-screen/suggestions', call: (a) => a.get(STOCK_SCREEN_ROUTES.suggestions).query({ q: 'fpt' }), expect: { visitor: 401, learner: 200, expired: 403, admin: 200 } },
        { name: 'GET /api/stock-screen/industry', call: (a) => a.get(STOCK_SCREEN_ROUTES.industry).query({ ticker: 'FPT' }), expect: { visitor: 401, learner: 200, expired: 403, admin: 200 } },
      ],
    });
  });
});
