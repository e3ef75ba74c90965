import type { AiCatalogModel } from '@k9/contracts/ai/ai.types';
import type { AiModelKind } from '@k9/domain/ai/model-catalog';

export const MODEL_PICKER_TEXT = { notConfigured: 'Chưa cấu hình', hidden: '(đã ẩn)' } as const;

/** The models a picker offers for `kind`: shown ones, and the one already chosen even if an admin hid it since. */
export const modelChoices = (models: readonly AiCatalogModel[], kind: AiModelKind, current?: string | null): Array<{ model: AiCatalogModel; title: string }> =>
  models
    .filter((model) => model.kind === kind && (!model.hidden || model.id === current))
    .map((model) => ({ model, title: model.hidden ? `${model.displayName} ${MODEL_PICKER_TEXT.hidden}` : model.displayName }));
