/** HTTP routes of the AI gateway: spec 1 §7's generic AI service (admins) and the admin AI page. */
export const AI_ROUTES = {
  aiGen: '/api/data-analysis/ai-gen',
  generateText: '/api/data-analysis/generate-text',
  generateAudio: '/api/data-analysis/generate-audio',
  improveText: '/api/data-analysis/improve-text',
  providers: '/api/ai/providers',
  providerTest: (provider: string) => `/api/ai/providers/${encodeURIComponent(provider)}/test`,
  /** GET the catalog; POST adds a model; PUT renames, hides or prices one (id in the body: ids contain '/'). */
  models: '/api/ai/models',
  /** Daily limits and the fallback voice. */
  settings: '/api/ai/settings',
  calls: '/api/ai/calls',
  usage: '/api/ai/usage',
  queues: '/api/ai/queues',
  stopJob: (queue: string, jobId: string) => `/api/ai/queues/${encodeURIComponent(queue)}/jobs/${encodeURIComponent(jobId)}/stop`,
  retryJob: (queue: string, jobId: string) => `/api/ai/queues/${encodeURIComponent(queue)}/jobs/${encodeURIComponent(jobId)}/retry`,
  /** POST starts a streamed text run (a job); GET /{runId}?after=seq replays what a reconnecting client missed. */
  runs: '/api/ai/runs',
  run: (runId: string) => `/api/ai/runs/${encodeURIComponent(runId)}`,
} as const;

/** How the ledger's sums can be grouped. */
export const AI_USAGE_GROUPS = ['day', 'model', 'user', 'purpose'] as const;
