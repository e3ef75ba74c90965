import { FileExcelOutlined, PlusOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import type { ContentType } from '@k9/domain/content/content.types';
import { App, AutoComplete, Button, Dropdown, Input, Space } from 'antd';
import { useState } from 'react';
import type { ManagementVariant } from '../bulk-actions';
import { CM_TEXT as TEXT, type ManagementTab } from '../content-management.messages';
import type { SettingsModal } from '../settings/settings-modals';
import type { useContentManagement } from '../use-content-management';
import type { ScreenDialogControls } from '../use-screen-dialogs';
import type { ImportKind } from './import-modal';
import { ContentAiToolbar } from '../../../content-ai/components/content-ai-toolbar';

type Props = {
  variant: ManagementVariant;
  title: string;
  tab: ManagementTab;
  recordTab: ContentType | null;
  search: { current: string; recent: string[]; run: (text: string) => void; clear: () => void };
  data: ReturnType<typeof useContentManagement>;
  dialogs: ScreenDialogControls;
};

const SETTINGS_MENU: Array<{ key: SettingsModal; label: string }> = [
  { key: 'reportOverview', label: TEXT.reportOverview },
  { key: 'backgroundAudio', label: TEXT.backgroundAudio },
  { key: 'guideline', label: TEXT.guideline },
  { key: 'tagOptions', label: TEXT.tagOptions },
  { key: 'programs', label: TEXT.programManager },
  { key: 'taxonomy', label: TEXT.taxonomyManager },
];

/** The screen's toolbar: the search with its recent searches, refresh, a new record, the imports, the samples' removal and the settings. */
export function ScreenToolbar({ variant, title, tab, recordTab, search, data, dialogs }: Props) {
  return (
    <div role="toolbar" aria-label={title} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      <SearchBox tab={tab} search={search} />
      {search.recent.length ? (
        <Button size="small" type="link" onClick={search.clear}>
          {TEXT.clearHistory}
        </Button>
      ) : null}
      <Space wrap>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            void data.refetch();
            void data.refetchCounts();
          }}
          loading={data.fetching && !data.loading}
        >
          {TEXT.refresh}
        </Button>
        {recordTab ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => dialogs.show('form', { mode: 'create', type: recordTab })}>
            {TEXT.create}
          </Button>
        ) : null}
        {variant === 'k9' && recordTab ? (
          <Dropdown
            menu={{
              items: [
                { key: 'excel', label: TEXT.importExcel },
                { key: 'json', label: TEXT.importJson },
              ],
              onClick: ({ key }) => dialogs.show('import', key as ImportKind),
            }}
          >
            <Button icon={<FileExcelOutlined />}>{TEXT.importMenu}</Button>
          </Dropdown>
        ) : null}
        {variant === 'k9' && data.counts?.samples ? <DeleteSamplesButton samples={data.counts.samples} onDelete={data.deleteSamples} /> : null}
        {variant === 'k9' ? <ContentAiToolbar /> : null}
        {variant === 'k9' ? (
          <Dropdown menu={{ items: SETTINGS_MENU, onClick: ({ key }) => dialogs.show('settings', key as SettingsModal) }}>
            <Button icon={<SettingOutlined />}>{TEXT.settings}</Button>
          </Dropdown>
        ) : null}
      </Space>
    </div>
  );
}

/** The search box: what is typed stays while the tab stays; a search run (or picked from the recent ones) goes to the address. */
function SearchBox({ tab, search }: Pick<Props, 'tab' | 'search'>) {
  const [typed, setTyped] = useState<{ tab: string; text: string } | null>(null);
  const shown = typed && typed.tab === tab ? typed.text : search.current;
  const run = (value: string) => {
    setTyped(null);
    search.run(value);
  };
  return (
    <AutoComplete
      value={shown}
      options={search.recent.length ? [{ label: TEXT.recentSearches, options: search.recent.map((value) => ({ value, label: value })) }] : []}
      onSelect={run}
      onChange={(value: string) => setTyped({ tab, text: value })}
      style={{ flex: '1 1 280px', maxWidth: 460 }}
    >
      <Input.Search allowClear aria-label={TEXT.searchLabel} placeholder={TEXT.searchPlaceholder} onSearch={run} />
    </AutoComplete>
  );
}

/** The sample library, removed in one action after a confirmation (issue 11 §5). */
function DeleteSamplesButton({ samples, onDelete }: { samples: number; onDelete: () => Promise<void> }) {
  const { modal } = App.useApp();
  return (
    <Button
      danger
      onClick={() =>
        modal.confirm({
          title: TEXT.deleteSamplesTitle(samples),
          content: TEXT.deleteSamplesContent,
          okText: TEXT.deleteOk,
          okButtonProps: { danger: true },
          cancelText: TEXT.cancel,
          onOk: () => onDelete(),
        })
      }
    >
      {TEXT.deleteSamples(samples)}
    </Button>
  );
}
