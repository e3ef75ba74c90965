import { describe, expect, it } from '@jest/globals';
import { approvalPauseBefore, approvalPausesTotal, publishedAnswerDraft, publishedImages } from './publishing.js';

const source = {
  prompt: 'Dòng tiền tự do là gì?\nGiải thích ngắn.',
  anwser: '**Dòng tiền tự do** là tiền còn lại.',
  audioUrl: '/files/2026/11/a.mp3',
  imageUrls: ['/files/2026/11/1.png', '/files/2026/11/2.png'],
  imageDescriptions: ['An office', 'A chart'],
  imageDescriptionsVi: ['Một văn phòng.'],
};

describe('publishing a history record (spec 1 §4 Publish)', () => {
  it('pairs each image with its Vietnamese description, the English one when there is none', () => {
    expect(publishedImages(source)).toEqual([
      { url: '/files/2026/11/1.png', description: 'Một văn phòng.' },
      { url: '/files/2026/11/2.png', description: 'A chart' },
    ]);
  });

  it('makes the question from the prompt, the title from its first line, the html from the answer and the images', () => {
    const draft = publishedAnswerDraft(source);
    expect(draft).toMatchObject({ question: source.prompt, title: 'Dòng tiền tự do là gì?', content: source.anwser, audioUrl: source.audioUrl });
    expect(draft.html).toContain('<strong>Dòng tiền tự do</strong>');
    expect(draft.html).toContain('<img src="/files/2026/11/1.png" alt="Một văn phòng.">');
    expect(draft.html).toContain('<figcaption>Một văn phòng.</figcaption>');
  });

  it('shortens a prompt longer than a question may be', () => {
    const draft = publishedAnswerDraft({ ...source, prompt: 'a'.repeat(5000) });
    expect(draft.question).toHaveLength(2000);
    expect(draft.question.endsWith('…')).toBe(true);
    expect(draft.title).toHaveLength(500);
  });

  it('never lets script through from the answer or a description', () => {
    const draft = publishedAnswerDraft({ ...source, anwser: '<img src=x onerror=alert(1)><script>alert(2)</script>', imageDescriptionsVi: ['"><script>alert(3)</script>'] });
    expect(draft.html).not.toMatch(/<script|onerror/i);
  });
});

describe('batch approve pacing (spec 1 §9)', () => {
  it('pauses 100 ms between items and 500 ms between groups of 10', () => {
    expect([0, 1, 9, 10, 11, 20].map((i) => approvalPauseBefore(i))).toEqual([0, 100, 100, 500, 100, 500]);
  });
  it('25 items take at least 2 group pauses and 22 item pauses', () => {
    expect(approvalPausesTotal(25)).toBe(2 * 500 + 22 * 100);
    expect(approvalPausesTotal(1)).toBe(0);
  });
});
