import { describe, expect, it } from '@jest/globals';
import { jobActions, jobProgress } from './job-progress';

describe('the queue dashboard reads a job\'s progress as words and a bar (issue 24 §1.6)', () => {
  it('shows a studio run\'s step and how far the run is, never the raw JSON', () => {
    expect(jobProgress({ state: 'active', progress: { generationId: 16, key: 'AI2', stepName: 'AI2 Text Gen AI', done: 1, total: 4 } })).toEqual({ percent: 25, text: 'Đang chạy AI2 Text Gen AI (bước 2/4)' });
    expect(jobProgress({ state: 'active', progress: { generationId: 16, key: 'AI2', stepName: 'AI2 Text Gen AI' } })).toEqual({ percent: null, text: 'Đang chạy AI2 Text Gen AI' });
  });
  it('counts a batch\'s items and a streamed answer\'s characters, with a thousands separator', () => {
    expect(jobProgress({ state: 'active', progress: { done: 1500, total: 3000, published: 1500, failed: 0 } })).toEqual({ percent: 50, text: 'Đã xử lý 1.500/3.000' });
    expect(jobProgress({ state: 'active', progress: { chars: 12345, seq: 40 } })).toEqual({ percent: null, text: 'Đã nhận 12.345 ký tự' });
  });
  it('is 100 % once the job finished, whatever it reported last', () => {
    expect(jobProgress({ state: 'completed', progress: 0 })).toEqual({ percent: 100, text: null });
    expect(jobProgress({ state: 'completed', progress: { generationId: 3, key: 'AI1', stepName: 'AI1 Text Gen AI' } })).toEqual({ percent: 100, text: null });
    expect(jobProgress({ state: 'completed', progress: { generationId: 3, done: 3, total: 3, outcome: 'completed', skipped: 1 } })).toEqual({ percent: 100, text: 'Bỏ qua 1 bước' });
  });
  it('shows a percentage as it is, and nothing for a shape it does not know', () => {
    expect(jobProgress({ state: 'active', progress: 60 })).toEqual({ percent: 60, text: null });
    expect(jobProgress({ state: 'active', progress: { importId: 'x' } })).toEqual({ percent: null, text: null });
  });
  it('offers no stop on a system job that repeats, and no retry of a run that recorded its failure', () => {
    expect(jobActions({ state: 'delayed', progress: 0, system: true })).toEqual({ stop: false, retry: false });
    expect(jobActions({ state: 'waiting', progress: 0, system: false })).toEqual({ stop: true, retry: false });
    expect(jobActions({ state: 'failed', progress: { generationId: 4, outcome: 'failed' }, system: false })).toEqual({ stop: false, retry: false });
    expect(jobActions({ state: 'failed', progress: 30, system: false })).toEqual({ stop: false, retry: true });
  });
});
