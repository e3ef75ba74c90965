/** What /ws tells about settings: admins hear of shared ones, an owner of their personal ones. */
export type SiteServerMessages = {
  'setting.saved': { type: string; version: number };
};
