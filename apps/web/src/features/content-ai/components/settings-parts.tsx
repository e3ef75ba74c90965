import { Select, Spin } from 'antd';
import { LoadFailure } from '../../../app/load-failure';
import { modelOptions } from '../../ai/model-options';
import { CONTENT_AI_TEXT as TEXT } from '../content-ai.messages';
import type { ConfigEditor } from './use-config-editor';

/** A generation settings modal while its config or the model catalog loads, or why it could not. */
export function LoadState<V>({ config }: { config: ConfigEditor<V> }) {
  const { editor, catalog } = config;
  if (editor.ready) return null;
  const error = catalog.error ?? editor.loadError;
  const retry = catalog.error ? catalog.refetch : editor.reload;
  return error ? <LoadFailure error={error} fallback={TEXT.settingsLoadFailed} onRetry={retry} /> : <Spin />;
}

/** The model picker of one kind, the chosen model kept even once hidden. */
export function ModelSelect({ catalog, kind, label, value, onChange, id }: { catalog: ConfigEditor<unknown>['catalog']; kind: 'text' | 'image' | 'voice'; label: string; value?: string; onChange?: (value: string) => void; id?: string }) {
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      aria-label={label}
      showSearch={{ optionFilterProp: 'title' }}
      loading={catalog.isLoading}
      options={modelOptions(catalog.data?.models ?? [], kind, value)}
    />
  );
}
