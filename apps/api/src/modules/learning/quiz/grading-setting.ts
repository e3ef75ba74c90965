import { Injectable } from '@nestjs/common';
import { DEFAULT_GRADING_PROMPT, validGradingSetting } from '@k9/domain';
import { AiDefaults } from '../../ai/ai-defaults.js';
import { SettingsRepository } from '../../site/settings.repository.js';

/** The grader's model and prompt, and the version every grade records (0: the built-in default, no admin value yet). */
export type GradingPrompt = { model: string; prompt: string; version: number };

/**
 * QUIZ_GRADING_SETTING, the admins' versioned setting. Until one is saved: the built-in prompt and the grading default
 * (gemini-2.5-flash when OpenRouter is configured, else the first configured text model: issue 24 §1.1).
 */
@Injectable()
export class GradingSetting {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly defaults: AiDefaults,
  ) {}

  async current(): Promise<GradingPrompt> {
    const stored = await this.settings.find('QUIZ_GRADING_SETTING', null);
    if (stored.setting) {
      try {
        return { ...validGradingSetting(stored.setting), version: stored.version };
      } catch {
        // An unreadable setting grades as if none were saved.
      }
    }
    return { model: await this.defaults.model('essayGrading'), prompt: DEFAULT_GRADING_PROMPT, version: 0 };
  }
}
