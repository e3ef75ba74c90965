import type { CompanyReportDeletedResponse, CompanyReportListResponse, CompanyReportRecord, CompanyReportSavedResponse, MarketListResponse } from '@k9/contracts';
import { COMPANY_REPORT_ROUTES } from '@k9/contracts/market/company-reports.routes';
import { MARKET_ROUTES } from '@k9/contracts/market/market.routes';
import type { MarketDataset } from '@k9/domain/market/market.datasets';
import type { CompanyReportFields } from '@k9/domain/market/company-reports/company-report.types';
import { baseApi } from '../../../api/base-api';

const LIST = { type: 'CompanyReport' as const, id: 'LIST' };

/** One page of a market list (its route, ticker, sort, filter[column]), as the preview and the column suggestions read it. */
export type MarketRowsArgs = { dataset: MarketDataset; params: Record<string, string | number> };

/** The admins' shared company reports (issue 32 §4), and the market rows their preview shows. */
export const companyReportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    companyReports: build.query<CompanyReportRecord[], void>({
      query: () => COMPANY_REPORT_ROUTES.list,
      transformResponse: (response: CompanyReportListResponse) => response.data,
      providesTags: [LIST],
    }),
    createCompanyReport: build.mutation<CompanyReportRecord, CompanyReportFields>({
      query: (body) => ({ url: COMPANY_REPORT_ROUTES.create, method: 'POST', body }),
      transformResponse: (response: CompanyReportSavedResponse) => response.data,
      invalidatesTags: [LIST],
    }),
    saveCompanyReport: build.mutation<CompanyReportRecord, CompanyReportFields & { id: number; version: number }>({
      query: ({ id, version, ...body }) => ({ url: COMPANY_REPORT_ROUTES.one(id), method: 'PUT', body, headers: { 'If-Match': `W/"${version}"` } }),
      transformResponse: (response: CompanyReportSavedResponse) => response.data,
      invalidatesTags: [LIST],
    }),
    deleteCompanyReport: build.mutation<CompanyReportDeletedResponse, number>({
      query: (id) => ({ url: COMPANY_REPORT_ROUTES.one(id), method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    companyReportRows: build.query<MarketListResponse, MarketRowsArgs>({
      query: ({ dataset, params }) => ({ url: MARKET_ROUTES[dataset], params }),
    }),
  }),
});

export const { useCompanyReportsQuery, useCreateCompanyReportMutation, useSaveCompanyReportMutation, useDeleteCompanyReportMutation, useCompanyReportRowsQuery } = companyReportsApi;
