import { Injectable } from '@nestjs/common';
import { AI_DEFAULTS, defaultModelId, THESIS_SETTING, validThesisSetting } from '@k9/domain';
import { AiDefaults } from '../ai/ai-defaults.js';
import { SettingsRepository } from '../site/settings.repository.js';

/**
 * The model of the thesis summaries: THESIS_SETTING's summaryModel, else gpt-4.1-2025-04-14 (spec 2 §7.5); when no
 * configured provider serves it, the first configured text model. With no provider configured the preferred model
 * stays, and the gateway's call says what to configure.
 */
@Injectable()
export class ThesisSummaryModel {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly defaults: AiDefaults,
  ) {}

  async current(): Promise<string> {
    return defaultModelId('text', await this.preferred(), await this.defaults.choices());
  }

  private async preferred(): Promise<string> {
    const stored = (await this.settings.find(THESIS_SETTING, null)).setting;
    try {
      return (stored ? validThesisSetting(stored).summaryModel : undefined) ?? AI_DEFAULTS.thesisSummaryModel;
    } catch {
      // An unreadable setting summarises as if none were saved.
      return AI_DEFAULTS.thesisSummaryModel;
    }
  }
}
