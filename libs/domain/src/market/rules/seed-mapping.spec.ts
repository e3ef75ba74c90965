import { describe, expect, it } from '@jest/globals';
import { parseCsv } from './csv.js';
import { analystTargetRows, bankRatioRows, companyRows, corporateEventRows, dividendRows, quarterlyRatioRows, statementRows, yearlyRatioRows } from './seed-mapping.js';
import { seedMarketRows } from './seed-rows.js';

// Real rows of the shipped files (apps/api/src/modules/market/seed-data), cut to the columns the mapping reads.
const LISTING = parseCsv(`ticker,comGroupCode,organName,organShortName,organTypeCode,comTypeCode,icbName,icbNamePath,sector,industry,group,subgroup,icbCode,VN30,VN100
VCB,VNINDEX,Ngân hàng Thương mại Cổ phần Ngoại thương Việt Nam,Vietcombank,DN,NH,Ngân hàng,Tài chính/Ngân hàng/Ngân hàng/Ngân hàng,Tài chính,Ngân hàng,Ngân hàng,Ngân hàng,8355,True,True
FPT,VNINDEX,Công ty Cổ phần FPT,FPT Corp,DN,CT,Phần mềm,Công nghệ/Công nghệ/Phần mềm & Dịch vụ/Phần mềm,Công nghệ Thông tin,Công nghệ Thông tin,Phần mềm & Dịch vụ Máy tính,Phần mềm,9537,True,True`);
const INDUSTRIES = parseCsv(`icb_name,en_icb_name,icb_code,level
Công nghệ Thông tin,Technology,9000,1
Phần mềm,Software,9537,4`);
const QUARTERLY = parseCsv(`ticker,entity_type,year,quarter,pe,pb,market_cap_vnd,eps_q_vnd,bvps_vnd,roe,roa,gross_margin,current_ratio,net_interest_income_q_vnd
VCB,bank,2022,4,14.3,3.16,477000000000000,2000,28644,0.236,0.0185,,,12000000000000
PVD,corporate,2021,2,16137,0.6,,,,0.0001,0.0001,0.05,2.1,
FPT,corporate,1970,1,10,1,,,,,,,,`);
const BANK = parseCsv(`ticker,report_date,year,quarter,nim_q,npl_ratio,casa_ratio,ldr_pure,cir,roea_ttm
VCB,2022-12-31,2022,4,3.6,0.68,33.8,90.1,31.2,22.5
VCB,2024-12-31,2024,4,3.06,0.98,36.7,92,33.1,17.5`);
const YEARLY = parseCsv(`ticker,year,price_to_earning,roe,interest_margin,bad_debt_percentage,loan_on_deposit,cost_to_income,gross_profit_margin
VCB,2023,15,0.2,0.03,0.01,0.9,0.33,
FPT,2023,18.8,0.281,,,,,0.38`);

describe('seed mapping', () => {
  it('puts each quarterly ratio row in the family of its entity_type, in percent, with its provenance', () => {
    const rows = quarterlyRatioRows(QUARTERLY);
    expect(rows.map((r) => [r.dataset, r.key])).toEqual([
      ['fin_ratio_nganhang', 'VCB|2022-Q4'],
      ['fin_ratio', 'PVD|2021-Q2'],
    ]);
    expect(rows[0]).toMatchObject({
      ticker: 'VCB',
      period: '2022-Q4',
      date: '2022-12-31',
      data: { 'Mã CK': 'VCB', 'Ngày': '2022-12-31', 'Kiểu thời gian': 'Quý', pe: 14.3, pb: 3.16, market_cap: 477000, eps: 2000, bvps: 28644, roe: 23.6, roa: 1.85 },
      source: 'FiinTrade qua SSI iBoard',
      asOf: 'quý 3/2023',
      sample: false,
      url: null,
    });
    // A bank row carries only the bank family's metrics: no gross margin, no current ratio.
    expect(Object.keys(rows[0].data)).not.toContain('current_ratio');
  });

  it('drops the rows dated 1970 and flags the extreme values it keeps unchanged', () => {
    const rows = quarterlyRatioRows(QUARTERLY);
    expect(rows.find((r) => r.ticker === 'FPT')).toBeUndefined();
    const pvd = rows.find((r) => r.ticker === 'PVD')!;
    expect(pvd.data.pe).toBe(16137);
    expect(pvd.flags).toEqual(['pe']);
  });

  it('labels the bank ratios as computed and merges them into FiinTrade quarter of the same key', () => {
    const computed = bankRatioRows(BANK);
    expect(computed[1]).toMatchObject({ dataset: 'fin_ratio_nganhang', key: 'VCB|2024-Q4', data: { nim: 3.06, npl: 0.98, casa: 36.7, ldr: 92, cir: 33.1, roae: 17.5 } });
    expect(computed[1].source).toContain('computed');
    const seeded = seedMarketRows({ listing: LISTING, industries: INDUSTRIES, ratiosQuarterly: QUARTERLY, bankRatios: BANK, ratiosYearly: YEARLY, statements: [], balanceSheets: [], analystTargets: [], dividends: [], events: [] });
    const merged = seeded.find((r) => r.dataset === 'fin_ratio_nganhang' && r.key === 'VCB|2022-Q4')!;
    expect(merged.data).toMatchObject({ pe: 14.3, roe: 23.6, nim: 3.6, casa: 33.8 });
    expect(merged.source).toBe('FiinTrade qua SSI iBoard; số liệu tự tính (computed) từ BCTC ngân hàng, dữ liệu BSC');
    expect(merged.asOf).toBe('quý 3/2023; quý 3/2025');
    // VCB is in the bank family only.
    expect(new Set(seeded.filter((r) => r.ticker === 'VCB' && r.dataset.startsWith('fin_ratio')).map((r) => r.dataset))).toEqual(new Set(['fin_ratio_nganhang']));
  });

  it('puts the yearly TCBS rows in the family the listing gives the ticker, with Kiểu thời gian Năm', () => {
    const rows = yearlyRatioRows(YEARLY, (ticker) => (ticker === 'VCB' ? 'fin_ratio_nganhang' : 'fin_ratio'));
    expect(rows.map((r) => [r.dataset, r.key, r.data['Kiểu thời gian']])).toEqual([
      ['fin_ratio_nganhang', 'VCB|2023', 'Năm'],
      ['fin_ratio', 'FPT|2023', 'Năm'],
    ]);
    expect(rows[0].data).toMatchObject({ nim: 3, npl: 1, ldr: 90, cir: 33, roe: 20, pe: 15 });
    expect(rows[1].data).toMatchObject({ gross_margin: 38, pe: 18.8 });
  });

  it('makes one company_info and one full_name_company row per company, ICB levels 1-4 and the family', () => {
    const rows = companyRows(LISTING, INDUSTRIES);
    const fpt = rows.find((r) => r.dataset === 'company_info' && r.ticker === 'FPT')!;
    expect(fpt.data).toMatchObject({
      'Sàn': 'HOSE',
      'Ngành cấp 1': 'Công nghệ Thông tin',
      'Mã ngành cấp 1': '9000',
      'Ngành cấp 4': 'Phần mềm',
      'Mã ngành cấp 4': '9537',
      'Nhóm chỉ số tài chính': 'fin_ratio',
      'Chỉ số': 'VN30, VN100',
    });
    expect(rows.find((r) => r.dataset === 'company_info' && r.ticker === 'VCB')!.data['Nhóm chỉ số tài chính']).toBe('fin_ratio_nganhang');
    expect(rows.find((r) => r.dataset === 'full_name_company' && r.ticker === 'FPT')).toMatchObject({ key: 'FPT', data: { 'Tên công ty': 'Công ty Cổ phần FPT' } });
  });

  it('maps statements to bctc_consol in VND as the file has them', () => {
    const rows = statementRows(parseCsv('ticker,entity_type,year,quarter,net_revenue,total_assets\nFPT,corporate,2022,4,12000000000000,56000000000000'), 'statements');
    expect(rows[0]).toMatchObject({ dataset: 'bctc_consol', key: 'FPT|2022-Q4', type: 'corporate', data: { net_revenue: 12000000000000, total_assets: 56000000000000 } });
  });

  it('maps broker targets to company_report with the broker as Nguồn and no made-up title or URL', () => {
    const rows = analystTargetRows(parseCsv('ticker,source_firm,as_of_date,rating,rating_raw,target_price_vnd,price_at_snapshot_vnd,upside_pct,sector\nFPT,BSC (BIDV Securities),2026-01-07,BUY,Khả Quan,120000,96500,24.4,Công nghệ'));
    expect(rows[0]).toMatchObject({
      dataset: 'company_report',
      key: 'FPT|2026-01-07|BSC (BIDV Securities)',
      url: null,
      name: null,
      asOf: 'ngày 07/01/2026',
      data: { 'Nguồn': 'BSC (BIDV Securities)', 'Giá mục tiêu (đồng)': 120000, 'Khuyến nghị': 'Khả Quan', 'Tên báo cáo': null },
    });
  });

  it('maps events and dividends to company_event, keyed by ticker, date and type, repeats kept', () => {
    const events = corporateEventRows(parseCsv('ticker,event_code,event_type,event_name,notify_date,execution_date,record_date,ex_right_date\nSAB,DIV,Cash dividend,Trả cổ tức Đợt 3 năm 2022 bằng tiền 1500 đồng/cổ phiếu,2023-05-20,2023-07-07,2023-06-12,2023-06-09'));
    expect(events[0]).toMatchObject({ key: 'SAB|2023-05-20|Trả cổ tức bằng tiền', name: 'Trả cổ tức Đợt 3 năm 2022 bằng tiền 1500 đồng/cổ phiếu', data: { 'Ngày giao dịch không hưởng quyền': '2023-06-09' }, source: 'TCBS' });
    const dividends = dividendRows(parseCsv('ticker,exercise_date,fiscal_year,dividend_pct_of_par,vnd_per_share_if_cash,method\nSMA,2012-07-25,2012,0.05,500,cash\nSMA,2012-07-25,2012,0.05,500,cash'));
    expect(dividends.map((r) => r.key)).toEqual(['SMA|2012-07-25|Cổ tức tiền mặt', 'SMA|2012-07-25|Cổ tức tiền mặt#2']);
    expect(dividends[0].data).toMatchObject({ 'Tỷ lệ trên mệnh giá (%)': 5, 'Cổ tức tiền mặt (đồng/cổ phiếu)': 500 });
  });
});
