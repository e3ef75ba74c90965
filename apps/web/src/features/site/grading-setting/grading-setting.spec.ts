import { describe, expect, it } from '@jest/globals';
import type { AuditEntry } from '@k9/contracts';
import { DEFAULT_GRADING_PROMPT } from '@k9/domain/learning/quiz/rules/essay-grading';
import { builtInGrading, gradingSetting, gradingValues, gradingVersions, promptPreview } from './grading-setting';

const DEFAULT_MODEL = 'google/gemini-2.5-flash';

const entry = (version: number, type: string, data: unknown): AuditEntry => ({
  position: version,
  version,
  type,
  occurredAt: '2026-11-28T03:00:00.000Z',
  actorId: 'a1',
  actorEmail: 'admin@k9.local',
  correlationId: `c${version}`,
  data,
});

describe('the grading prompt form (issue 24 §2)', () => {
  it("starts from the built-in prompt and the server's grading default while nothing is saved", () => {
    expect(gradingValues(null, DEFAULT_MODEL)).toEqual({ model: DEFAULT_MODEL, prompt: DEFAULT_GRADING_PROMPT });
    expect(gradingValues({ model: 'openai/gpt-4o' }, DEFAULT_MODEL)).toEqual(builtInGrading(DEFAULT_MODEL));
  });

  it('shows a saved setting as it is, and saves both fields trimmed', () => {
    expect(gradingValues({ model: 'openai/gpt-4o', prompt: 'Chấm nghiêm.' }, DEFAULT_MODEL)).toEqual({ model: 'openai/gpt-4o', prompt: 'Chấm nghiêm.' });
    expect(gradingSetting({ model: ' openai/gpt-4o ', prompt: '\nChấm nghiêm.\n' })).toEqual({ model: 'openai/gpt-4o', prompt: 'Chấm nghiêm.' });
  });

  it('lists each saved version, newest first as the stream gives them, skipping other events', () => {
    const versions = gradingVersions([
      entry(2, 'SettingSaved', { setting: { model: 'openai/gpt-4o', prompt: 'Bản hai.' } }),
      entry(1, 'SettingCleared', {}),
      entry(1, 'SettingSaved', { setting: { model: 'google/gemini-2.5-flash', prompt: 'Bản một.\nDòng hai.' } }),
    ], DEFAULT_MODEL);
    expect(versions.map((version) => [version.version, version.values.prompt])).toEqual([
      [2, 'Bản hai.'],
      [1, 'Bản một.\nDòng hai.'],
    ]);
    expect(promptPreview(versions[1].values.prompt)).toBe('Bản một.');
  });
});
