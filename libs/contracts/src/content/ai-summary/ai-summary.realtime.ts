/** What /ws tells admins about AI summaries: a report was created, edited or deleted; re-read the list. */
export type AiSummaryServerMessages = {
  'ai-summary.changed': { id: number; change: 'AiSummaryCreated' | 'AiSummaryEdited' | 'AiSummaryDeleted'; version: number };
};
