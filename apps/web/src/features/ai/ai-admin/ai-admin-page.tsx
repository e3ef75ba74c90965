import { Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ResponsiveTabs } from '../../../app/responsive-tabs';
import { useDocumentTitle } from '../../../app/use-document-title';
import { LibraryIndexPanel } from '../../library-index/components/library-index-panel';
import { LIBRARY_INDEX_TEXT } from '../../library-index/library-index.messages';
import { DATA_TABLE_TEXT } from '../../market/data-table/data-table.messages';
import { OcrSettingsCard } from '../../market/data-table/ocr-settings-card';
import { ThesisSettingsCard } from '../../thesis/thesis-settings-card';
import { THESIS_TEXT } from '../../thesis/thesis.messages';
import { AI_ADMIN_TEXT } from './ai-admin.messages';
import { LedgerPanel } from './components/ledger-panel';
import { ModelsPanel } from './components/models-panel';
import { ProvidersPanel } from './components/providers-panel';
import { QueuesPanel } from './components/queues-panel';

const TABS = ['providers', 'models', 'ledger', 'queues', 'library', 'ocr', 'thesis'] as const;
type Tab = (typeof TABS)[number];

/** The admin AI page: providers and a test call, the model catalog, the usage ledger, the live queue dashboard. */
export function AiAdminPage() {
  useDocumentTitle(AI_ADMIN_TEXT.menu);
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'providers';
  return (
    <div style={{ padding: 'clamp(12px, 2vw, 24px)' }}>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {AI_ADMIN_TEXT.title}
      </Typography.Title>
      <ResponsiveTabs
        label={AI_ADMIN_TEXT.title}
        activeKey={tab}
        onChange={(key) => setParams((current) => {
          const next = new URLSearchParams(current);
          next.set('tab', key);
          return next;
        })}
        destroyOnHidden
        items={[
          { key: 'providers', label: AI_ADMIN_TEXT.tabs.providers, children: <ProvidersPanel /> },
          { key: 'models', label: AI_ADMIN_TEXT.tabs.models, children: <ModelsPanel /> },
          { key: 'ledger', label: AI_ADMIN_TEXT.tabs.ledger, children: <LedgerPanel /> },
          { key: 'queues', label: AI_ADMIN_TEXT.tabs.queues, children: <QueuesPanel /> },
          { key: 'library', label: LIBRARY_INDEX_TEXT.tab, children: <LibraryIndexPanel /> },
          { key: 'ocr', label: DATA_TABLE_TEXT.settings.tab, children: <OcrSettingsCard /> },
          { key: 'thesis', label: THESIS_TEXT.settings.tab, children: <ThesisSettingsCard /> },
        ]}
      />
    </div>
  );
}
