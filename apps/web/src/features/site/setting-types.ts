/**
 * Setting types are declared by the contexts that own them and assembled on the server (GET /api/setting-types lists
 * them for the admin's editor); the web names the types it reads where it reads them.
 */
export type PublicSettingType = string;

/** Audit stream of a shared setting (the domain's settingStreamId for the shared value). */
export const settingStreamId = (type: string): string => `setting-${type}`;
