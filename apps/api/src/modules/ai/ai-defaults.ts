import { Injectable } from '@nestjs/common';
import { defaultModels, type AiDefaultModels, type AiDefaultPurpose, type AiModel, type ModelChoice } from '@k9/domain';
import { AiProviderRegistry } from '../../platform/ai/provider-registry.js';
import { AiCatalogRepository } from './ai-catalog.repository.js';

/** A catalog model and whether this server can call it (its provider is configured). */
export type CatalogModel = AiModel & { configured: boolean };

/**
 * The one place every feature takes its default model from (DESIGN §14 "AI defaults follow configured providers"):
 * the live catalog, marked with what this server has configured, through the domain's rule.
 */
@Injectable()
export class AiDefaults {
  constructor(
    private readonly catalog: AiCatalogRepository,
    private readonly providers: AiProviderRegistry,
  ) {}

  async models(): Promise<CatalogModel[]> {
    return (await this.catalog.models()).map((model) => ({ ...model, configured: this.providers.isConfigured(model.provider) }));
  }

  /** What the rules need of each model (the flow config decider, the default rule). */
  async choices(): Promise<ModelChoice[]> {
    return (await this.models()).map(({ id, kind, hidden, configured }) => ({ id, kind, hidden, configured }));
  }

  async all(): Promise<AiDefaultModels> {
    return defaultModels(await this.choices());
  }

  async model(purpose: AiDefaultPurpose): Promise<string> {
    return (await this.all())[purpose];
  }
}
