/**
 * Events whose data may carry file addresses (`/files/<key>`): a file that one of them names is claimed, and kept for
 * good (an older version of the record still names it, and may be restored). Uploads that nothing claims within a day
 * are removed. A context whose records hold uploaded files adds its saved-events here, and nothing else:
 * e.g. content records' `ContentSaved`.
 */
export const FILE_CLAIMING_EVENTS = ['SettingSaved', 'AiSummaryCreated', 'AiSummaryEdited', 'ContentCreated', 'ContentImported', 'ContentEdited', 'ContentMediaAttached', 'GenerationStepCompleted', 'GenerationCompleted', 'GenerationRecorded', 'AudioAttached'] as const;
