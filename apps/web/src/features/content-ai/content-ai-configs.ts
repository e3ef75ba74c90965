import type { AiCatalogModel } from '@k9/contracts/ai/ai.types';
import { AI_DEFAULTS } from '@k9/domain/ai/model-catalog';
import { defaultModelId } from '@k9/domain/ai/rules/default-models';
import { diagramGenerationConfig, type ResolvedDiagramConfig } from '@k9/domain/content-ai/rules/diagram-config';
import { imageGenerationConfig, voiceGenerationConfig, type ImageGenerationConfig, type VoiceGenerationConfig } from '@k9/domain/content-ai/rules/generation-configs';

/**
 * VOICE_GENERATION_CONFIG as the voice settings modal holds it: the stored value over the defaults, the models
 * defaulting as the server's do (the spec's model when its provider is configured, else the first configured one of its
 * kind, else espeak-ng-vi for voice), so the form shows what a task would use.
 */
export const voiceConfigOf = (stored: unknown, models: readonly AiCatalogModel[]): VoiceGenerationConfig =>
  voiceGenerationConfig(stored, {
    textModel: defaultModelId('text', AI_DEFAULTS.textModel, models),
    audioModel: defaultModelId('voice', AI_DEFAULTS.voiceModel, models),
  });

/** IMAGE_GENERATION_CONFIG as the image generation config modal holds it (spec 3 §9: gpt-4o-mini, imagen-3.0-generate-002). */
export const imageConfigOf = (stored: unknown, models: readonly AiCatalogModel[]): ImageGenerationConfig =>
  imageGenerationConfig(stored, {
    descriptionModel: defaultModelId('text', AI_DEFAULTS.imageDescriptionModel, models),
    imageModel: defaultModelId('image', AI_DEFAULTS.imageModel, models),
  });

/**
 * DIAGRAM_GENERATION_CONFIG as the diagram generation config modal holds it (spec 3 §9: type excalidraw, model
 * gpt-4o-mini when its provider is configured): each step's model is aiModel until an admin picks its own; prompts as
 * written (none by default: a mode whose prompts are empty is refused, spec 3 §5).
 */
export const diagramConfigOf = (stored: unknown, models: readonly AiCatalogModel[]): ResolvedDiagramConfig =>
  diagramGenerationConfig(stored, { model: defaultModelId('text', AI_DEFAULTS.diagramModel, models) });
