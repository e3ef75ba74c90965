import { Injectable } from '@nestjs/common';
import type { AiCatalogView, AiSettingsView } from '@k9/contracts';
import { AiCatalogRepository } from '../../ai-catalog.repository.js';
import { AiDefaults } from '../../ai-defaults.js';

/** The catalog and the AI settings as the admin screen reads them (and as each change to them answers). */
@Injectable()
export class AiCatalogViews {
  constructor(
    private readonly catalog: AiCatalogRepository,
    private readonly defaults: AiDefaults,
  ) {}

  async models(): Promise<AiCatalogView> {
    return { models: await this.defaults.models(), defaults: await this.defaults.all(), version: (await this.catalog.settings()).version };
  }

  async settings(): Promise<AiSettingsView> {
    const settings = await this.catalog.settings();
    return { ...settings.limits, fallbackVoice: settings.fallbackVoice, source: settings.source, version: settings.version };
  }
}
