import type { AiCatalogModel } from '@k9/contracts/ai/ai.types';
import type { AiModelKind } from '@k9/domain/ai/model-catalog';
import { Tag } from 'antd';
import { MODEL_PICKER_TEXT, modelChoices } from './model-choices';

/**
 * The options of every model picker (studio flow steps, the AI page, grading and case builder settings): the models of
 * a kind that may be chosen, the chosen one kept even once hidden, each marked 'Chưa cấu hình' when the server cannot
 * call its provider. `title` is the plain name (search, tooltips); `label` carries the mark.
 */
export function modelOptions(models: readonly AiCatalogModel[], kind: AiModelKind, current?: string | null) {
  return modelChoices(models, kind, current).map(({ model, title }) => ({
    value: model.id,
    title,
    label: (
      <span>
        {title}
        {model.configured ? null : (
          <Tag color="orange" style={{ marginInlineStart: 8 }}>
            {MODEL_PICKER_TEXT.notConfigured}
          </Tag>
        )}
      </span>
    ),
  }));
}
