import { Injectable } from '@nestjs/common';
import {
  AI_DEFAULTS,
  defaultModelId,
  diagramGenerationConfig,
  imageGenerationConfig,
  voiceGenerationConfig,
  type ImageGenerationConfig,
  type ResolvedDiagramConfig,
  type VoiceGenerationConfig,
} from '@k9/domain';
import { AiDefaults } from '../ai/ai-defaults.js';
import { SettingsRepository } from '../site/settings.repository.js';

/** A config as a task used it, and the version that names its prompts in the record's event. */
export type Versioned<C> = { config: C; promptVersion: string };

/**
 * IMAGE_GENERATION_CONFIG, VOICE_GENERATION_CONFIG and DIAGRAM_GENERATION_CONFIG as saved by the admins, over the defaults. Default models follow
 * the polish issue's rule (AiDefaults): the spec's model when its provider is configured, else the first configured
 * model of its kind, else espeak-ng-vi for voice.
 */
@Injectable()
export class ContentAiConfigs {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly defaults: AiDefaults,
  ) {}

  async image(): Promise<Versioned<ImageGenerationConfig>> {
    const [stored, choices] = await Promise.all([this.settings.find('IMAGE_GENERATION_CONFIG', null), this.defaults.choices()]);
    const config = imageGenerationConfig(stored.setting, {
      descriptionModel: defaultModelId('text', AI_DEFAULTS.imageDescriptionModel, choices),
      imageModel: defaultModelId('image', AI_DEFAULTS.imageModel, choices),
    });
    return { config, promptVersion: `IMAGE_GENERATION_CONFIG@${stored.version}` };
  }

  async voice(): Promise<Versioned<VoiceGenerationConfig>> {
    const [stored, choices] = await Promise.all([this.settings.find('VOICE_GENERATION_CONFIG', null), this.defaults.choices()]);
    const config = voiceGenerationConfig(stored.setting, {
      textModel: defaultModelId('text', AI_DEFAULTS.textModel, choices),
      audioModel: defaultModelId('voice', AI_DEFAULTS.voiceModel, choices),
    });
    return { config, promptVersion: `VOICE_GENERATION_CONFIG@${stored.version}` };
  }

  /** Spec 3 §9: type excalidraw, model gpt-4o-mini (each step's model is aiModel unless set); prompts as written. */
  async diagram(): Promise<Versioned<ResolvedDiagramConfig>> {
    const [stored, choices] = await Promise.all([this.settings.find('DIAGRAM_GENERATION_CONFIG', null), this.defaults.choices()]);
    const config = diagramGenerationConfig(stored.setting, { model: defaultModelId('text', AI_DEFAULTS.diagramModel, choices) });
    return { config, promptVersion: `DIAGRAM_GENERATION_CONFIG@${stored.version}` };
  }
}
