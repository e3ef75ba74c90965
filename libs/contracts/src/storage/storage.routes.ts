/** HTTP routes of uploads and stored files. */
export const STORAGE_ROUTES = {
  uploadManyFile: '/api/upload-many-file',
  /** An uploaded file; `key` is the server's `yyyy/mm/<uuid>.<ext>` (its slashes stay). */
  file: (key: string) => `/files/${key}`,
} as const;
