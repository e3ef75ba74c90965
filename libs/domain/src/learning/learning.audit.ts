import type { AuditedEvents } from '../audit/audited-events.js';

/** What an auditor sees of this context's streams and events (issue 36 §1): the fields of each event's data that are shown, nothing else. */
export const LEARNING_AUDIT = {
  kinds: [
    { kind: 'learner-cases', prefix: 'learner-cases-', label: 'Case của học viên' },
    { kind: 'learner-marks', prefix: 'learner-marks-', label: 'Đánh dấu của học viên' },
    { kind: 'quiz-attempt', prefix: 'quiz-attempts-', label: 'Bài làm quiz' },
  ],
  events: {
    CaseCreationRequested: { label: 'Yêu cầu tạo case', shown: ['caseId', 'requestId', 'userId', 'userEmail', 'form'] },
    CaseCreated: { label: 'AI tạo case', shown: ['caseId', 'userId', 'questionContent', 'aiTitle', 'aiDescription', 'aiModel', 'callId', 'settingVersion', 'promptVersion'] },
    CaseCreationFailed: { label: 'Tạo case thất bại', shown: ['caseId', 'userId', 'reason', 'message', 'callId'] },
    CaseVisibilityChanged: { label: 'Đổi hiển thị case', shown: ['caseId', 'userId', 'show'] },
    ItemBookmarked: { label: 'Đánh dấu lưu', shown: ['userId', 'list', 'itemId'] },
    BookmarkRemoved: { label: 'Bỏ đánh dấu lưu', shown: ['userId', 'list', 'itemId'] },
    ItemMarkedRead: { label: 'Đánh dấu đã đọc', shown: ['userId', 'list', 'itemId'] },
    ItemMarkedUnread: { label: 'Đánh dấu chưa đọc', shown: ['userId', 'list', 'itemId'] },
    QuizAnswersSaved: { label: 'Lưu bài làm quiz', shown: ['userId', 'quizId', 'attempt', 'history', 'questionType', 'questionName', 'historyId', 'userEmail', 'selectedAnswers', 'essayAnswers'], personal: ['history', 'selectedAnswers', 'essayAnswers'] },
    QuizSubmitted: { label: 'Nộp bài quiz', shown: ['userId', 'quizId', 'attempt', 'history', 'questionType', 'questionName', 'historyId', 'userEmail', 'selectedAnswers', 'essayAnswers', 'correct', 'mcqCount', 'essayCount', 'score'], personal: ['history', 'selectedAnswers', 'essayAnswers'] },
    EssayGradingRequested: { label: 'Yêu cầu chấm tự luận', shown: ['userId', 'quizId', 'attempt', 'index', 'run', 'regradedBy'] },
    EssayGraded: { label: 'AI chấm tự luận', shown: ['userId', 'quizId', 'attempt', 'grade', 'comment', 'referenceEssay', 'aiGrading', 'callId', 'model', 'promptVersion', 'index', 'run', 'score', 'structured'] },
    EssayGradeFlagged: { label: 'Đánh dấu điểm cần xem lại', shown: ['userId', 'quizId', 'attempt', 'index', 'run', 'reasons'] },
    EssayGradeConfirmed: { label: 'Xác nhận điểm tự luận', shown: ['userId', 'quizId', 'attempt', 'index', 'run', 'grade', 'adminId', 'adminEmail', 'score'] },
    EssayGradeChanged: { label: 'Sửa điểm tự luận', shown: ['userId', 'quizId', 'attempt', 'index', 'run', 'grade', 'adminId', 'adminEmail', 'score', 'previousGrade'] },
    EssayGradingFailed: { label: 'Chấm tự luận thất bại', shown: ['userId', 'quizId', 'attempt', 'index', 'run', 'reason', 'callId'] },
    QuizRedone: { label: 'Làm lại quiz', shown: ['userId', 'quizId', 'attempt'] },
  },
} as const satisfies AuditedEvents;
