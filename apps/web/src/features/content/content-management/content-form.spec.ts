import { describe, expect, it } from '@jest/globals';
import { contentBodyOf, formValuesOf } from './content-form';

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
});
