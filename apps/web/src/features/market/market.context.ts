import { lazyScreen, type WebContext } from '../../app/web-context';
import { MARKET_TEXT } from './market.messages';

const paths = { dataTable: '/data-table', excelData: '/excel-data', companyReport: '/company-report' } as const;

/** Financial data tables, Excel data and company reports. */
export const marketWebContext = {
  name: 'market',
  paths,
  tagTypes: ['CompanyReport', 'DataTable'] as const,
  routes: {
    learner: [
      { path: paths.dataTable, lazy: lazyScreen(() => import('./data-table/data-table-page'), (m) => m.DataTablePage) },
      { path: paths.excelData, lazy: lazyScreen(() => import('./excel-data/excel-data-page'), (m) => m.ExcelDataPage) },
    ],
    admin: [{ path: paths.companyReport, lazy: lazyScreen(() => import('./company-reports/company-reports-page'), (m) => m.CompanyReportsPage) }],
  },
  adminMenu: [{ path: paths.companyReport, label: MARKET_TEXT.companyReport, order: 6 }],
  // The stock screen and the company summaries (spec 2 §2.7, §2.8).
  learnerTabs: [{ id: 'company', label: 'Doanh nghiệp', place: 'other', order: 40, area: () => import('./company-area').then((m) => m.CompanyArea) }],
} satisfies WebContext;
