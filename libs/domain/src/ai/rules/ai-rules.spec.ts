import { describe, expect, it } from '@jest/globals';
import { AI_MESSAGES } from '../ai.messages.js';
import { classifyProviderStatus, generationErrorText, redactSecrets, shouldRetry } from './ai-errors.js';
import { estimateCost } from './cost.js';
import { usageLimitRefusal } from './usage-limits.js';

describe('provider errors', () => {
  it('classifies 529 and "overloaded" as overloaded, 429 as rate limited, other 4xx as refused, 5xx as failed', () => {
    expect(classifyProviderStatus(529, '')).toBe('overloaded');
    expect(classifyProviderStatus(500, 'Error: Overloaded')).toBe('overloaded');
    expect(classifyProviderStatus(429, 'slow down')).toBe('rate_limited');
    expect(classifyProviderStatus(400, 'bad')).toBe('refused');
    expect(classifyProviderStatus(503, 'down')).toBe('failed');
  });
  it('retries 429, 5xx and timeouts only', () => {
    expect(shouldRetry('rate_limited', 429)).toBe(true);
    expect(shouldRetry('failed', 500)).toBe(true);
    expect(shouldRetry('timed_out', null)).toBe(true);
    expect(shouldRetry('refused', 400)).toBe(false);
    expect(shouldRetry('aborted', null)).toBe(false);
    expect(shouldRetry('not_configured', null)).toBe(false);
  });
  it('words errors as spec 1 §8 says', () => {
    expect(generationErrorText('failed', 'Error code: 529 - busy')).toBe(AI_MESSAGES.overloaded);
    expect(generationErrorText('overloaded', 'x')).toBe(AI_MESSAGES.overloaded);
    expect(generationErrorText('failed', 'Internal error')).toBe('Xảy ra lỗi trong quá trình phân tích: Internal error');
  });
  it('removes anything key-like from a provider text', () => {
    const text = redactSecrets('Incorrect API key provided: sk-proj-abcdefghijklmnop. key=AIzaSyA1234567890abcdef Bearer abc.def.ghijkl my-secret-value', ['my-secret-value']);
    expect(text).not.toMatch(/sk-proj|AIza|abc\.def|my-secret-value/);
    expect(text).toContain('Incorrect API key provided');
  });
});

describe('cost estimate', () => {
  const usage = { inputChars: 0, outputChars: 0, inputTokens: 1_000_000, outputTokens: 500_000, images: 0, audioSeconds: 0, vectors: 0 };
  it('prices tokens, images and speech', () => {
    expect(estimateCost({ inputPerMillionTokens: 2, outputPerMillionTokens: 8, perImage: null, perMinuteOfSpeech: null }, usage)).toBe(6);
    expect(estimateCost({ inputPerMillionTokens: null, outputPerMillionTokens: null, perImage: 0.04, perMinuteOfSpeech: null }, { ...usage, images: 3 })).toBeCloseTo(0.12);
    expect(estimateCost({ inputPerMillionTokens: null, outputPerMillionTokens: null, perImage: null, perMinuteOfSpeech: 0.015 }, { ...usage, audioSeconds: 120 })).toBeCloseTo(0.03);
  });
  it('is unknown when nothing used is priced', () =>
    expect(estimateCost({ inputPerMillionTokens: null, outputPerMillionTokens: null, perImage: 1, perMinuteOfSpeech: null }, usage)).toBeNull());
});

describe('daily limits', () => {
  const limits = { perUserDaily: 3, perClassDaily: 10 };
  it('lets admins and system work through', () => {
    expect(usageLimitRefusal(null, limits, { user: 99, byClass: {} })).toBeNull();
    expect(usageLimitRefusal({ id: 'a', isAdmin: true, classIds: [] }, limits, { user: 99, byClass: {} })).toBeNull();
  });
  it('refuses a learner over their own or their class limit', () => {
    const learner = { id: 'u', isAdmin: false, classIds: ['1'] };
    expect(usageLimitRefusal(learner, limits, { user: 2, byClass: { 1: 9 } })).toBeNull();
    expect(usageLimitRefusal(learner, limits, { user: 3, byClass: {} })).toBe(AI_MESSAGES.userLimitReached(3));
    expect(usageLimitRefusal(learner, limits, { user: 0, byClass: { 1: 10 } })).toBe(AI_MESSAGES.classLimitReached(10));
    expect(usageLimitRefusal(learner, { perUserDaily: null, perClassDaily: null }, { user: 1000, byClass: {} })).toBeNull();
  });
});
