/** HTTP routes of the studio's flow configs (spec 1 §7 "AI flow configs") and prompt templates (spec 1 §2.8; path designed here). */
export const STUDIO_ROUTES = {
  /** GET the list (in .data), POST a new config, PUT id plus fields. */
  flowConfigs: '/api/aiGenConfigList',
  flowConfig: (id: number) => `/api/aiGenConfigList/${id}`,
  /** GET what the caller sees (shared plus own) with the advisor choices; POST adds one. */
  promptTemplates: '/api/prompt-templates',
  promptTemplate: (key: string) => `/api/prompt-templates/${encodeURIComponent(key)}`,
  /** POST: the built-in templates back in the shared list (admins). */
  promptTemplateDefaults: '/api/prompt-templates/restore-defaults',
} as const;
