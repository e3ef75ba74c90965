import { Injectable } from '@nestjs/common';
import { DEFAULT_GRADING_MODEL, DEFAULT_GRADING_PROMPT, validGradingSetting } from '@k9/domain';
import { SettingsRepository } from '../../site/settings.repository.js';

/** The grader's model and prompt, and the version every grade records (0: the built-in default, no admin value yet). */
export type GradingPrompt = { model: string; prompt: string; version: number };

/** QUIZ_GRADING_SETTING, the admins' versioned setting; the built-in prompt and gemini-2.5-flash until one is saved. */
@Injectable()
export class GradingSetting {
  constructor(private readonly settings: SettingsRepository) {}

  async current(): Promise<GradingPrompt> {
    const stored = await this.settings.find('QUIZ_GRADING_SETTING', null);
    if (!stored.setting) return { model: DEFAULT_GRADING_MODEL, prompt: DEFAULT_GRADING_PROMPT, version: 0 };
    try {
      return { ...validGradingSetting(stored.setting), version: stored.version };
    } catch {
      return { model: DEFAULT_GRADING_MODEL, prompt: DEFAULT_GRADING_PROMPT, version: 0 };
    }
  }
}
