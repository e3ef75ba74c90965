import type { AuditCatalogueResponse, AuditChainResponse, AuditEventsResponse, AuditStateResponse } from '@k9/contracts/audit/audit.routes';
import { AUDIT_ROUTES } from '@k9/contracts/audit/audit.routes';
import { baseApi } from '../../api/base-api';
import { queryOf, type AuditFilter } from './audit-filters';

/** The auditors' reads: the log across streams, its filters' catalogue, a stream's state at a moment, an AI chain. */
export const auditLogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    auditEvents: build.query<AuditEventsResponse, AuditFilter & { limit?: number }>({
      query: ({ limit, ...filter }) => `${AUDIT_ROUTES.events}${queryOf(filter, limit)}`,
      providesTags: ['AuditLog'],
    }),
    auditCatalogue: build.query<AuditCatalogueResponse, void>({ query: () => AUDIT_ROUTES.catalogue }),
    auditStateAt: build.query<AuditStateResponse, { streamId: string; at: number }>({
      query: ({ streamId, at }) => `${AUDIT_ROUTES.state(streamId)}?at=${at}`,
    }),
    auditChain: build.query<AuditChainResponse, { streamId: string; position?: number }>({
      query: ({ streamId, position }) => `${AUDIT_ROUTES.chain}?streamId=${encodeURIComponent(streamId)}${position ? `&position=${position}` : ''}`,
    }),
  }),
});

export const { useAuditEventsQuery, useLazyAuditEventsQuery, useAuditCatalogueQuery, useAuditStateAtQuery, useAuditChainQuery } = auditLogApi;
