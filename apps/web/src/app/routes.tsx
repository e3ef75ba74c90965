import type { RouteObject } from 'react-router-dom';
import { CONTEXTS } from '../contexts';
import { PageSpinner } from '../features/site/components/page-spinner';
import { RootLayout } from './root-layout';
import { RootErrorBoundary } from './route-error-boundary';
import { lazyScreen, routesOf } from './web-context';

// The shell: guards and layouts around the screens the contexts declare (spec 1 §2.2). Only the public homepage is in
// the entry chunk, without antd; antd's providers, guards, layouts and every other screen load on demand. This tree
// is also what the server answers 404 from: the build writes its paths to dist/route-patterns.json (route-patterns.ts).
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: PageSpinner,
    children: [
      ...routesOf(CONTEXTS, 'public'),
      {
        lazy: async () => {
          const { AntdLayout, AntdRouteErrorPage } = await import('./antd-providers');
          return { Component: AntdLayout, ErrorBoundary: AntdRouteErrorPage };
        },
        children: [
          {
            lazy: lazyScreen(() => import('../routes/require-signed-in'), (m) => m.RequireSignedIn),
            children: [
              {
                lazy: lazyScreen(() => import('../features/learning/learner-layout'), (m) => m.LearnerLayout),
                children: routesOf(CONTEXTS, 'learner'),
              },
            ],
          },
          {
            lazy: lazyScreen(() => import('../routes/require-admin'), (m) => m.RequireAdmin),
            children: [
              {
                lazy: lazyScreen(() => import('../features/admin/admin-layout'), (m) => m.AdminLayout),
                children: routesOf(CONTEXTS, 'admin'),
              },
            ],
          },
          { path: '*', lazy: lazyScreen(() => import('../routes/not-found-page'), (m) => m.NotFoundPage) },
        ],
      },
    ],
  },
];

