/**
 * Groups of event types an auditor asks for together (the log's `type` filter takes a group's key as well as a type).
 * Group keys are lowercase, event types PascalCase, so one filter value is never both.
 */
export const AUDIT_TYPE_GROUPS = {
  visibility: {
    label: 'Hiển thị và trạng thái',
    types: ['ContentVisibilityChanged', 'ContentStatusChanged', 'ContentClassesAssigned', 'CaseVisibilityChanged', 'ChatSessionVisibilityChanged', 'AiModelHidden', 'AiModelShown'],
  },
  rights: {
    label: 'Quyền và tài khoản',
    types: ['AdminRightsGranted', 'AdminRightsWithdrawn', 'AuditorRightsGranted', 'AuditorRightsRevoked', 'UserClassesAssigned', 'UserValiditySet', 'UserPasswordReset', 'UserDeleted'],
  },
  approvals: {
    label: 'Duyệt và xuất bản',
    types: ['GenerationPublished', 'AiBatchApplied', 'EssayGradeConfirmed', 'EssayGradeChanged', 'ContentImportConfirmed', 'MarketImportConfirmed'],
  },
  ai: {
    label: 'Do AI tạo',
    types: [
      'AiCallRecorded', 'ContentAiMediaGenerated', 'ContentAiRevised', 'CaseCreated', 'EssayGraded', 'GenerationCompleted', 'AnswerImproved', 'AudioAttached',
      'ChatAnswerCompleted', 'AiRunCompleted', 'AiSummaryCreated', 'QuestionAnswerCreated',
    ],
  },
  deletions: {
    label: 'Xóa',
    types: [
      'ContentDeleted', 'UserDeleted', 'UserClassDeleted', 'FileRemoved', 'AiSummaryDeleted', 'FlowConfigDeleted', 'PromptTemplateRemoved', 'GenerationRemoved', 'GenerationDeleted',
      'QuestionDeleted', 'ChatSessionDeleted', 'ThesisDeleted', 'ThesisSegmentDeleted', 'CompanyReportDeleted', 'MarketRowDeleted', 'MarketSampleRowsDeleted', 'SettingCleared',
    ],
  },
  'learner-data': { label: 'Đọc dữ liệu của học viên', types: ['LearnerDataRead'] },
} as const satisfies Record<string, { label: string; types: readonly string[] }>;

export type AuditTypeGroup = keyof typeof AUDIT_TYPE_GROUPS;
