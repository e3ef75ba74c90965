import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/** The one RTK Query api of the web; each feature adds its endpoints with `injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  // Same origin as the api: the session cookie goes along with every call.
  baseQuery: fetchBaseQuery({ baseUrl: '', credentials: 'include' }),
  tagTypes: ['Profile', 'Setting', 'PublicSetting', 'Audit', 'User', 'UserClass'],
  endpoints: () => ({}),
});
