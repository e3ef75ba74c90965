import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';
import type { TagType } from '../contexts';

/**
 * The one RTK Query api of the web; each feature adds its endpoints with `injectEndpoints`. The tag types are the
 * contexts' (src/contexts.ts), registered by the store: the contexts import the homepage, which injects endpoints
 * here, so this file takes only their type.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  // Same origin as the api: the session cookie goes along with every call; writes carry an Idempotency-Key.
  baseQuery: apiBaseQuery(),
  tagTypes: [] as TagType[],
  endpoints: () => ({}),
});
