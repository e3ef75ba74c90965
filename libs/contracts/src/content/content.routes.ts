/** HTTP routes of the content library (spec 1 §7 "K9", spec 3 §7). Paths the spec leaves out follow the same style. */
export const CONTENT_ROUTES = {
  /** POST (create), PUT (update, If-Match). */
  k9: '/api/k9',
  byId: (id: number | string) => `/api/k9/${encodeURIComponent(String(id))}`,
  byCid: (cid: string, type: string) => `/api/k9/cid/${encodeURIComponent(cid)}/type/${encodeURIComponent(type)}`,
  /** Paged, filtered, searched, faceted list (id descending). */
  byType: (type: string) => `/api/k9/type/${encodeURIComponent(type)}`,
  /** Tab badges: published records per type, and how many published records no learner can see. */
  counts: '/api/k9/counts',
  updateBatch: '/api/k9/update-batch',
  deleteBatch: '/api/k9/delete-batch',
  /** Removes every record of the sample library in one action. */
  deleteSamples: '/api/k9/delete-samples',
  /** TAG1_OPTIONS..TAG4_OPTIONS, the built-in defaults saved back when unset. */
  tagOptions: '/api/k9/tag-options',
  category: '/api/category',
} as const;
