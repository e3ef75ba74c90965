import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../../shared/decider.js';
import { importCandidate, importTemplateColumns, ignoredColumns, rowsFromJsonText, rowsFromMatrix, type ImportCandidate } from './import-rows.js';

const codeOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof DomainError ? `${error.code}: ${error.message}` : String(error);
  }
  return 'no error';
};
const valid = (candidate: ImportCandidate) => {
  if (!candidate.valid) throw new Error(`row ${candidate.row}: ${candidate.reason}`);
  return candidate;
};

describe('Excel rows (spec 3 §5)', () => {
  it('lowercases and trims header names, numbers rows as the sheet does, and drops rows without a title', () => {
    const { rows, dropped, columns } = rowsFromMatrix([
      [' Title ', 'SUMMARY', 'Tag4', 'Mã nội bộ'],
      ['Kinh tế vỉa hè', 'Tóm tắt', 'Program 1, Program 2', 'x'],
      ['', 'Không có tiêu đề', '', ''],
      ['Bài hai', '', '', ''],
    ]);
    expect(columns).toEqual(['title', 'summary', 'tag4', 'mã nội bộ']);
    expect(ignoredColumns(columns)).toEqual(['mã nội bộ']);
    expect(dropped).toBe(1);
    expect(rows.map((row) => row.row)).toEqual([2, 4]);
    expect(rows[0].values).toEqual({ title: 'Kinh tế vỉa hè', summary: 'Tóm tắt', tag4: 'Program 1, Program 2', 'mã nội bộ': 'x' });
  });
  it('needs a header and a data row, and the Title and Summary columns', () => {
    expect(codeOf(() => rowsFromMatrix([['Title', 'Summary']]))).toBe('EXCEL_NEEDS_ROWS: File Excel phải có ít nhất 1 dòng header và 1 dòng dữ liệu!');
    expect(codeOf(() => rowsFromMatrix([['Title', 'Summary'], ['', '']]))).toBe('EXCEL_NEEDS_ROWS: File Excel phải có ít nhất 1 dòng header và 1 dòng dữ liệu!');
    expect(codeOf(() => rowsFromMatrix([]))).toBe('EXCEL_NEEDS_ROWS: File Excel phải có ít nhất 1 dòng header và 1 dòng dữ liệu!');
    expect(codeOf(() => rowsFromMatrix([['Title', 'Detail'], ['a', 'b']]))).toBe('EXCEL_COLUMNS_REQUIRED: File Excel phải có cột Title và Summary!');
  });
  it('refuses more than 50,000 data rows', () => {
    const matrix = [['Title', 'Summary'], ...Array.from({ length: 50_001 }, () => ['a', 'b'])];
    expect(codeOf(() => rowsFromMatrix(matrix))).toBe('TOO_MANY_ROWS: File có quá nhiều dòng: tối đa 50.000 dòng dữ liệu mỗi lần import.');
  });
});

describe('JSON rows (spec 3 §5)', () => {
  it('gives each refusal its message', () => {
    expect(codeOf(() => rowsFromJsonText('  '))).toBe('JSON_REQUIRED: Vui lòng nhập JSON!');
    expect(codeOf(() => rowsFromJsonText('{"title": '))).toBe('JSON_INVALID: JSON không hợp lệ');
    expect(codeOf(() => rowsFromJsonText('{"title": "a"}'))).toBe('JSON_NOT_ARRAY: JSON phải là một mảng!');
    expect(codeOf(() => rowsFromJsonText('[]'))).toBe('JSON_EMPTY: Mảng JSON không được rỗng!');
  });
  it('reads keys like column names and lists items without title or summary as invalid', () => {
    const { rows } = rowsFromJsonText(JSON.stringify([{ title: 'A', summary: 'B', isPublic: false }, { title: 'C' }, 'chuỗi']));
    const candidates = rows.map((row) => importCandidate(row, 'news', 'i1'));
    expect(valid(candidates[0]).fields.isPublic).toBe(false);
    expect(candidates[1]).toEqual({ row: 2, valid: false, title: 'C', reason: 'Thiếu title hoặc summary' });
    expect(candidates[2]).toEqual({ row: 3, valid: false, title: '', reason: 'Dòng dữ liệu phải là một đối tượng JSON' });
  });
});

describe('candidate records', () => {
  const candidate = (values: Record<string, unknown>, type: Parameters<typeof importCandidate>[1] = 'news') => importCandidate({ row: 2, values: { title: 'Tiêu đề', summary: 'Tóm tắt', ...values } }, type, 'i1');

  it('apply the import defaults of spec 3 §5, isPublic on', () => {
    expect(valid(candidate({})).fields).toMatchObject({ status: 'published', impact: 'normal', isPublic: true, priority: null, storyType: null });
    expect(valid(candidate({}, 'home')).fields).toMatchObject({ status: 'published', impact: 'normal', priority: 'medium', featured: false, homeCategory: 'latest', displayOrder: 1 });
    expect(valid(candidate({}, 'story')).fields).toMatchObject({ storyType: 'Podcast' });
  });
  it('read lists, flags, numbers, classes, labels and the quiz from cells', () => {
    const quiz = { questionQuiz: [{ question: 'Câu 1?', options: { A: 'a', B: 'b', C: 'c', D: 'd' }, correct_answer: 'B', explanation: 'Vì b' }], questionEssay: [] };
    const fields = valid(
      candidate(
        {
          tag4: 'Program 1; Program 2\nProgram 2',
          keywords: 'vĩ mô, lạm phát',
          ispublic: 'Không',
          hastitle: 'TRUE',
          allowed_user_class: '3, 1',
          displayorder: '5',
          status: 'Draft',
          sentiment: 'positive',
          filedlabel_1: 'Nhãn 1',
          questioncontent: JSON.stringify(quiz),
          featured: 'x',
        },
        'home',
      ),
    ).fields;
    expect(fields).toMatchObject({ tag4: ['Program 1', 'Program 2'], keywords: ['vĩ mô', 'lạm phát'], isPublic: false, hasTitle: true, allowed_user_class: [1, 3], displayOrder: 5, status: 'draft', sentiment: 'positive', featured: true, info: { filedLabel_1: 'Nhãn 1' } });
    expect(fields.questionContent?.questionQuiz[0].correct_answer).toBe('B');
  });
  it('say why a row cannot be imported, in the rule’s words', () => {
    const reason = (values: Record<string, unknown>, type: Parameters<typeof importCandidate>[1] = 'news') => {
      const result = candidate(values, type);
      return result.valid ? 'valid' : result.reason;
    };
    expect(reason({ summary: '' })).toBe('Thiếu title hoặc summary');
    expect(reason({ sentiment: 'vui' })).toBe('Giá trị sentiment không hợp lệ: "vui" (positive, negative, neutral)');
    expect(reason({ displayorder: '200' }, 'home')).toBe('Thứ tự hiển thị phải từ 1 đến 100!');
    expect(reason({ displayorder: 'năm' }, 'home')).toBe('Giá trị displayOrder phải là số: "năm"');
    expect(reason({ ispublic: 'có lẽ' })).toBe('Giá trị isPublic phải là true/false (có/không): "có lẽ"');
    expect(reason({ allowed_user_class: 'lớp A' })).toBe('allowed_user_class phải là danh sách mã lớp (số), phân cách bằng dấu phẩy');
    expect(reason({ questioncontent: '{không phải json' })).toBe('Nội dung quiz không phải JSON hợp lệ!');
    expect(reason({ summary: 'x'.repeat(5001) })).toBe('Tóm tắt không được quá 5000 ký tự!');
    expect(reason({ imgurls: 'https://a.example/x.bmp' })).toBe('Chỉ chấp nhận hình ảnh JPG, PNG hoặc GIF!');
    expect(reason({ type: 'report' })).toBe('Giá trị type không hợp lệ: "report" (home, news, caseTraining, longForm, library, story)');
    expect(reason({ type: 'story' })).toBe('valid');
  });
  it('write the template header every type reads', () => {
    expect(importTemplateColumns('news').slice(0, 2)).toEqual(['Title', 'Summary']);
    expect(importTemplateColumns('home')).toEqual(expect.arrayContaining(['priority', 'featured', 'homeCategory', 'displayOrder']));
    expect(importTemplateColumns('caseTraining')).toEqual(expect.arrayContaining(['difficultyLevel', 'estimatedTime', 'learningObjectives']));
    expect(ignoredColumns(importTemplateColumns('home').map((column) => column.toLowerCase()))).toEqual([]);
  });
});
