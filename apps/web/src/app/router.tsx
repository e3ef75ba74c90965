import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../features/site/components/page-spinner';
import { PublicHomePage } from '../features/site/pages/public-home-page';
import { PATHS } from '../routes/paths';
import { RootLayout } from './root-layout';
import { RootErrorBoundary } from './route-error-boundary';

// Only the public homepage is in the entry chunk, without antd; antd's providers, guards, layouts and every
// other screen load on demand.
const component =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: PageSpinner,
    children: [
      { path: PATHS.home, Component: PublicHomePage },
      { path: PATHS.homePage, Component: PublicHomePage },
      {
        lazy: async () => {
          const { AntdLayout, AntdRouteErrorPage } = await import('./antd-providers');
          return { Component: AntdLayout, ErrorBoundary: AntdRouteErrorPage };
        },
        children: [
          {
            lazy: component(() => import('../routes/require-signed-in'), (m) => m.RequireSignedIn),
            children: [
              {
                lazy: component(() => import('../features/learning/learner-layout'), (m) => m.LearnerLayout),
                children: [
                  { path: PATHS.k9Home, lazy: component(() => import('../features/learning/pages/k9-home-page'), (m) => m.K9HomePage) },
                  { path: PATHS.dataTable, lazy: component(() => import('../features/market/pages/data-table-page'), (m) => m.DataTablePage) },
                  { path: PATHS.excelData, lazy: component(() => import('../features/market/pages/excel-data-page'), (m) => m.ExcelDataPage) },
                ],
              },
            ],
          },
          {
            lazy: component(() => import('../routes/require-admin'), (m) => m.RequireAdmin),
            children: [
              {
                lazy: component(() => import('../features/admin/admin-layout'), (m) => m.AdminLayout),
                children: [
                  {
                    path: PATHS.admin,
                    children: [
                      { index: true, lazy: component(() => import('../features/studio/pages/ai-generation-page'), (m) => m.AiGenerationPage) },
                      { path: 'homepage-content', lazy: component(() => import('../features/site/pages/homepage-content-page'), (m) => m.HomepageContentPage) },
                    ],
                  },
                  { path: PATHS.management, lazy: component(() => import('../features/content/pages/page-management-page'), (m) => m.PageManagementPage) },
                  { path: PATHS.userManagement, lazy: component(() => import('../features/identity/pages/user-management-page'), (m) => m.UserManagementPage) },
                  { path: PATHS.k9Management, lazy: component(() => import('../features/content/pages/k9-management-page'), (m) => m.K9ManagementPage) },
                  { path: PATHS.companyReport, lazy: component(() => import('../features/market/pages/company-report-page'), (m) => m.CompanyReportPage) },
                ],
              },
            ],
          },
          { path: '*', lazy: component(() => import('../routes/not-found-page'), (m) => m.NotFoundPage) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
