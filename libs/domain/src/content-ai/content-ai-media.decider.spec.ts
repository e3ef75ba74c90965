import { describe, expect, it } from '@jest/globals';
import { specFor } from '../shared/decider.testing.js';
import { contentDecider, evolveContentFields } from '../content/content.decider.js';
import type { ContentAiProvenance, ContentEvent } from '../content/content.events.js';
import { contentDefaults } from '../content/rules/content-fields.js';

const given = specFor(contentDecider);
const fields = { ...contentDefaults('story', { kind: 'form' }), title: 'Chuyện quán phở', summary: 'Tóm tắt', detail: 'Chi tiết' };
const created: ContentEvent = { type: 'ContentCreated', data: { contentId: 9, type: 'story', fields, origin: { kind: 'form' } } };
const provenance: ContentAiProvenance = { taskId: 'generate-avatar.9', requestedBy: { id: 'u1', email: 'admin@k9.test' }, calls: [{ callId: 'c1', model: 'gpt-4o-mini', step: 'description' }], promptVersion: 'IMAGE_GENERATION_CONFIG@0' };

describe('AI media on a content record (RecordAiMedia)', () => {
  it('sets the avatar as one event that names the task, the ledger calls and who asked', () => {
    const data = { contentId: 9, media: 'avatar' as const, changes: { avatarUrl: '/files/a.png' }, provenance };
    given([created]).when({ type: 'RecordAiMedia', data }).then([{ type: 'ContentAiMediaGenerated', data }]);
  });

  it('sets audioUrl and audioText together', () => {
    const event: ContentEvent = { type: 'ContentAiMediaGenerated', data: { contentId: 9, media: 'voice', changes: { audioUrl: '/files/v.mp3', audioText: 'Lời đọc' }, provenance } };
    expect(evolveContentFields(fields, event)).toMatchObject({ audioUrl: '/files/v.mp3', audioText: 'Lời đọc', title: 'Chuyện quán phở' });
  });

  it('never replaces an avatar or an audio the record has, and needs the record', () => {
    const withAvatar: ContentEvent = { type: 'ContentAiMediaGenerated', data: { contentId: 9, media: 'avatar', changes: { avatarUrl: '/files/a.png' }, provenance } };
    given([created, withAvatar]).when({ type: 'RecordAiMedia', data: { contentId: 9, media: 'avatar', changes: { avatarUrl: '/files/b.png' }, provenance } }).thenThrows('AVATAR_EXISTS');
    const withAudio: ContentEvent = { type: 'ContentAiMediaGenerated', data: { contentId: 9, media: 'voice', changes: { audioUrl: '/files/v.mp3', audioText: 'x' }, provenance } };
    given([created, withAudio]).when({ type: 'RecordAiMedia', data: { contentId: 9, media: 'voice', changes: { audioUrl: '/files/w.mp3', audioText: 'y' }, provenance } }).thenThrows('AUDIO_EXISTS');
    given([]).when({ type: 'RecordAiMedia', data: { contentId: 9, media: 'avatar', changes: { avatarUrl: '/files/a.png' }, provenance } }).thenThrows('CONTENT_NOT_FOUND');
  });

  it('refuses a spoken text longer than the record takes', () => {
    given([created]).when({ type: 'RecordAiMedia', data: { contentId: 9, media: 'voice', changes: { audioUrl: '/files/v.mp3', audioText: 'a'.repeat(50_001) }, provenance } }).thenThrows('AUDIO_TEXT_TOO_LONG');
  });
});
