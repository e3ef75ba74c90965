import { Select } from 'antd';
import { useAiModelsQuery } from '../../ai/ai.api';
import { modelOptions } from '../../ai/model-options';
import { CHAT_TEXT } from '../assistant.messages';

const S = CHAT_TEXT.settings;

/** An advisor's or a step's model: a text model of the catalog; cleared, the default model answers. */
export function ModelSelect({ value, onChange, id, label }: { value?: string | null; onChange?: (model: string | undefined) => void; id?: string; label: string }) {
  const catalog = useAiModelsQuery();
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'title' }}
      aria-label={label}
      value={value || undefined}
      onChange={(model: string | undefined) => onChange?.(model)}
      loading={catalog.isLoading}
      placeholder={catalog.data ? `${S.defaultModel} (${catalog.data.defaults.text})` : S.defaultModel}
      options={modelOptions(catalog.data?.models ?? [], 'text', value)}
    />
  );
}
