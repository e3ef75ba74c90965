import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../shared/decider.js';
import { canReadContent, isAdminOnly, isListedForLearners } from './content-access.js';
import { bulkUpdateInput } from './bulk-update.js';
import { parseQuizContent, stripAnswers } from './quiz-content.js';
import { foldVietnamese, searchLexemes, searchTsQuery } from './search-text.js';
import { TAG_DEFAULTS, validTagOptions } from './taxonomy.js';
import { validBackgroundAudio } from './content-settings.js';

const messageOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).message;
  }
  throw new Error('did not throw');
};

describe('content access (spec 2 §4.5)', () => {
  const classes = new Set([1, 2]);
  const learner = { isAdmin: false, classIds: [2, 9] };
  it('lets admins read everything, anyone read public items, classes read their items', () => {
    expect(canReadContent({ isPublic: false, allowed_user_class: [] }, { isAdmin: true, classIds: [] }, classes)).toBe(true);
    expect(canReadContent({ isPublic: true, allowed_user_class: [] }, learner, classes)).toBe(true);
    expect(canReadContent({ isPublic: false, allowed_user_class: [2] }, learner, classes)).toBe(true);
    expect(canReadContent({ isPublic: false, allowed_user_class: [1] }, learner, classes)).toBe(false);
    // Class 9 no longer exists: it opens nothing.
    expect(canReadContent({ isPublic: false, allowed_user_class: [9] }, learner, classes)).toBe(false);
    expect(canReadContent({ isPublic: false, allowed_user_class: [] }, learner, classes)).toBe(false);
    expect(isAdminOnly({ isPublic: false, allowed_user_class: [] })).toBe(true);
  });
  it('lists only published items that are not skipped', () => {
    expect(isListedForLearners({ status: 'published', impact: 'skip', isPublic: true, allowed_user_class: [] })).toBe(false);
    expect(isListedForLearners({ status: 'draft', impact: null, isPublic: true, allowed_user_class: [] })).toBe(false);
    expect(isListedForLearners({ status: 'published', impact: null, isPublic: true, allowed_user_class: [] })).toBe(true);
  });
});

describe('quiz content', () => {
  it('strips answers and explanations for learners', () => {
    const content = parseQuizContent({
      questionQuiz: [{ question: 'Q', options: ['a', 'b', 'c', 'd'], correct_answer: 'c', explanation: 'vì', difficulty: 'easy' }],
      questionEssay: [{ question: 'E', expectedAnswer: 'đáp án mẫu' }],
      settings: { timeLimit: 10, passingScore: 60 },
    });
    expect(content?.questionQuiz[0]).toMatchObject({ options: { A: 'a', B: 'b', C: 'c', D: 'd' }, correct_answer: 'C' });
    const stripped = stripAnswers(content);
    expect(JSON.stringify(stripped)).not.toMatch(/correct_answer|explanation|expectedAnswer|đáp án mẫu|vì/);
    expect(stripped).toEqual({ questionQuiz: [{ question: 'Q', options: { A: 'a', B: 'b', C: 'c', D: 'd' }, difficulty: 'easy' }], questionEssay: [{ question: 'E' }], settings: { timeLimit: 10, passingScore: 60 } });
  });
  it('names the question and option that is missing', () => {
    expect(messageOf(() => parseQuizContent({ questionQuiz: [{ question: 'Q', options: { A: 'a', B: '', C: 'c', D: 'd' }, correct_answer: 'A' }] }))).toBe('Câu trắc nghiệm 1: Vui lòng nhập đáp án B!');
    expect(messageOf(() => parseQuizContent('{'))).toBe('Nội dung quiz không phải JSON hợp lệ!');
  });
});

describe('bulk update rules (spec 3 §5)', () => {
  it('allows category and tag1-tag4 on caseTraining, category and tag4 elsewhere', () => {
    expect(bulkUpdateInput('caseTraining', 'tag2', 'Beginner')).toEqual({ tag2: 'Beginner' });
    expect(bulkUpdateInput('news', 'tag4', ['Program 1', 'Program 2'])).toEqual({ tag4: ['Program 1', 'Program 2'] });
    // The spec's messages, with the field and the tab by their Vietnamese names (issue 24 §3).
    expect(messageOf(() => bulkUpdateInput('news', 'tag2', 'Beginner'))).toBe('Trường Cấp độ không khả dụng cho tab Learning Block');
    expect(messageOf(() => bulkUpdateInput('news', 'category', ''))).toBe('Vui lòng chọn Danh mục');
    expect(bulkUpdateInput('story', 'allowed_user_class', [])).toEqual({ allowed_user_class: [] });
    expect(bulkUpdateInput('home', 'isPublic', false)).toEqual({ isPublic: false });
  });
});

describe('taxonomies and content settings', () => {
  it('checks names 2-50 trimmed and unique with the spec messages', () => {
    expect(validTagOptions('TAG1_OPTIONS', [{ value: 'x', label: '  Tài chính ' }])).toEqual([{ value: 'x', label: 'Tài chính' }]);
    expect(messageOf(() => validTagOptions('TAG1_OPTIONS', [{ label: 'A' }]))).toBe('Tên category phải có ít nhất 2 ký tự!');
    expect(messageOf(() => validTagOptions('TAG2_OPTIONS', [{ label: 'x'.repeat(51) }]))).toBe('Tên level không được quá 50 ký tự!');
    expect(messageOf(() => validTagOptions('TAG4_OPTIONS', [{ label: 'Chương trình A' }, { label: 'chương trình a' }]))).toBe('Tên program đã tồn tại!');
    expect(validTagOptions('TAG4_OPTIONS', TAG_DEFAULTS.TAG4_OPTIONS)).toEqual(TAG_DEFAULTS.TAG4_OPTIONS);
  });
  it('keeps the background audio volume within 0-1 in steps of 0.01, default 0.5', () => {
    expect(validBackgroundAudio({})).toEqual({ enabled: false, audioUrl: null, volume: 0.5 });
    expect(validBackgroundAudio({ enabled: true, volume: 0.37, audioUrl: '/files/x.mp3' })).toEqual({ enabled: true, audioUrl: '/files/x.mp3', volume: 0.37 });
    expect(messageOf(() => validBackgroundAudio({ volume: 1.5 }))).toBe('Âm lượng phải từ 0 đến 1 (bước 0,01)!');
    expect(messageOf(() => validBackgroundAudio({ volume: 0.125 }))).toBe('Âm lượng phải từ 0 đến 1 (bước 0,01)!');
  });
  it('folds Vietnamese for search, indexing syllables and their neighbouring pairs', () => {
    expect(foldVietnamese('Kinh Tế Đường Phố')).toBe('kinh te duong pho');
    expect(searchLexemes('Kinh tế vỉa hè!', 'Kinh tế', 'Marketing')).toEqual(['kinh_te', 'te_via', 'via_he', 'he', 'te', 'marketing']);
    expect(searchTsQuery('kinh te')).toBe("'kinh_te':*");
    expect(searchTsQuery('KINH TẾ VỈA')).toBe("'kinh_te' & 'te_via':*");
    expect(searchTsQuery('Kinh')).toBe("'kinh':*");
    expect(searchTsQuery(" ' ; -- ")).toBeNull();
  });
});
