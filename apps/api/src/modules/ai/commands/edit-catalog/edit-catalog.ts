import { Injectable } from '@nestjs/common';
import type { AddAiModelRequest, AiModelPrices, AiSettingsRequest, UpdateAiModelRequest } from '@k9/contracts';
import { AI_CATALOG_STREAM, aiCatalogDecider, NO_PRICES, type AiCatalogCommand, type EventMetadata } from '@k9/domain';
import { CommandPath } from '../../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../../platform/commands/decider-command.js';
import { AiCatalogRepository } from '../../ai-catalog.repository.js';
import { AI_CATALOG_PROJECTION } from '../../projections/ai-catalog/ai-catalog.projection.js';

const pricesOf = (prices: Partial<Record<keyof AiModelPrices, number | null>> | undefined): AiModelPrices => ({
  inputPerMillionTokens: prices?.inputPerMillionTokens ?? null,
  outputPerMillionTokens: prices?.outputPerMillionTokens ?? null,
  perImage: prices?.perImage ?? null,
  perMinuteOfSpeech: prices?.perMinuteOfSpeech ?? null,
});

/** Changes to the model catalog and the AI settings: every change is an event in the `ai-catalog` stream. */
@Injectable()
export class EditCatalog {
  constructor(
    private readonly commands: CommandPath,
    private readonly catalog: AiCatalogRepository,
  ) {}

  addModel(body: AddAiModelRequest, metadata: EventMetadata): Promise<void> {
    const prices = body.prices ? pricesOf(body.prices) : NO_PRICES;
    return this.run([{ type: 'AddAiModel', data: { id: body.id, kind: body.kind, displayName: body.displayName, provider: body.provider, providerModelId: body.providerModelId, dimension: body.dimension, prices } }], metadata);
  }

  async updateModel(body: UpdateAiModelRequest, metadata: EventMetadata): Promise<void> {
    const commands: AiCatalogCommand[] = [];
    if (body.displayName !== undefined) commands.push({ type: 'RenameAiModel', data: { modelId: body.id, displayName: body.displayName } });
    if (body.hidden !== undefined) commands.push({ type: 'SetAiModelHidden', data: { modelId: body.id, hidden: body.hidden } });
    if (body.prices !== undefined) commands.push({ type: 'PriceAiModel', data: { modelId: body.id, prices: pricesOf(body.prices) } });
    if (commands.length === 0) commands.push({ type: 'RenameAiModel', data: { modelId: body.id, displayName: (await this.catalog.find(body.id))?.displayName ?? '' } });
    await this.run(commands, metadata);
  }

  async saveSettings(body: AiSettingsRequest, metadata: EventMetadata): Promise<void> {
    const current = await this.catalog.settings();
    const commands: AiCatalogCommand[] = [];
    if ('perUserDaily' in body || 'perClassDaily' in body) {
      commands.push({
        type: 'SetAiUsageLimits',
        data: { perUserDaily: 'perUserDaily' in body ? (body.perUserDaily ?? null) : current.limits.perUserDaily, perClassDaily: 'perClassDaily' in body ? (body.perClassDaily ?? null) : current.limits.perClassDaily },
      });
    }
    if ('fallbackVoice' in body) commands.push({ type: 'SetAiFallbackVoice', data: { modelId: body.fallbackVoice || null } });
    await this.run(commands, metadata);
  }

  /** Each command is decided on the state its predecessor left; a refused one stops the rest. */
  private async run(commands: AiCatalogCommand[], metadata: EventMetadata): Promise<void> {
    for (const command of commands) await this.commands.execute(new DeciderCommand(aiCatalogDecider, AI_CATALOG_STREAM, command, metadata), [AI_CATALOG_PROJECTION]);
  }
}
