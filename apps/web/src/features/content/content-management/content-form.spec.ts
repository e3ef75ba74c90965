import { describe, expect, it } from '@jest/globals';
import { contentBodyOf, formValuesOf, quizOfFormText } from './content-form';

describe('the record form', () => {
  it("starts a new record with spec 3 §4-5's defaults", () => {
    const home = formValuesOf('home');
    expect(home).toMatchObject({ status: 'draft', isPublic: true, hasTitle: false, priority: 'medium', featured: false, homeCategory: 'latest', displayOrder: 1, questionContentText: '' });
    expect(formValuesOf('story').storyType).toBe('Podcast');
    expect(formValuesOf('news').priority).toBeNull();
  });

  it('sends the quiz as its text, info rebuilt, no type-only field of another type, empty texts as null', () => {
    const values = { ...formValuesOf('news'), title: 'Tiêu đề', summary: 'Tóm tắt', category: '', filedLabel_1: ' Nhãn ', questionContentText: '{"questionQuiz":[],"questionEssay":[]}' };
    const body = contentBodyOf('news', values);
    expect(body).toMatchObject({ title: 'Tiêu đề', category: null, info: { filedLabel_1: 'Nhãn' }, questionContent: '{"questionQuiz":[],"questionEssay":[]}' });
    for (const field of ['priority', 'featured', 'homeCategory', 'displayOrder', 'storyType', 'pages', 'difficultyLevel', 'questionContentText', 'filedLabel_1']) expect(body).not.toHaveProperty(field);
    expect(contentBodyOf('home', formValuesOf('home'))).toMatchObject({ priority: 'medium', displayOrder: 1, questionContent: null, info: {} });
  });

  it('opens the quiz editor on the JSON text when it holds a quiz, and says why not when it does not', () => {
    expect(quizOfFormText('')).toEqual({ quiz: null });
    expect(quizOfFormText('{"questionQuiz":[],"questionEssay":[{"question":"Vì sao?"}]}')).toMatchObject({ quiz: { questionQuiz: [], questionEssay: [{ question: 'Vì sao?' }] } });
    expect(quizOfFormText('{"questionQuiz": [')).toEqual({ error: 'Nội dung quiz không phải JSON hợp lệ!' });
    expect(quizOfFormText('{"questionQuiz":[{"question":"Q","options":{"A":"a","B":"b","C":"c","D":"d"}}]}')).toEqual({ error: 'Câu trắc nghiệm 1: Vui lòng chọn đáp án đúng (A, B, C hoặc D)!' });
  });
});
