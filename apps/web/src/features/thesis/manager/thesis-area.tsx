import { PlusOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../app/datetime';
import { LoadFailure } from '../../../app/load-failure';
import { useFormToast } from '../../../app/use-form-toast';
import type { LearnerAreaProps } from '../../../app/web-context';
import { AreaEmpty, AreaLoading } from '../../learning/areas/shared/area-states';
import { ItemRow } from '../../learning/areas/shared/item-row';
import { FLOATING_ROOM } from '../../learning/areas/shared/layout';
import { useDebounced } from '../../learning/areas/shared/use-debounced';
import { DualPanel } from '../../learning/reading/dual-panel';
import { useThesesQuery, useThesisQuery } from '../thesis.api';
import { THESIS_TEXT as T } from '../thesis.messages';
import { CreateThesisModal } from './create-thesis-modal';
import { ThesisEditor } from './thesis-editor';
import { summaryLine } from '../summary-line';

/**
 * The learner's 'Thesis' tab (spec 2 §2.10, §4.10; issue 30 §1): the own theses and their search (an empty search
 * reads the list again), 'Tạo thesis mới', and the open thesis to edit beside the list (in a full-width modal at 768 px
 * or less). On a wide screen the first thesis opens by itself.
 */
export function ThesisArea({ narrow }: LearnerAreaProps) {
  const toast = useFormToast('thesis-manager');
  const [draft, setDraft] = useState('');
  const search = useDebounced(draft.trim());
  // Every change of the search reads again (an empty search reloads the list).
  const list = useThesesQuery(search, { refetchOnMountOrArgChange: true });
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const theses = list.data ?? [];

  // On a wide screen the first thesis is open while none is chosen.
  const openId = chosenId ?? (narrow ? null : (theses[0]?.id ?? null));

  const open = useThesisQuery(openId ?? skipToken);
  const thesis = open.data?.id === openId ? open.data : undefined;

  let detail = null;
  if (openId !== null) {
    if (thesis) detail = <ThesisEditor key={thesis.id} thesis={thesis} toast={toast} onDeleted={() => setChosenId(null)} />;
    else if (open.error) detail = <LoadFailure error={open.error} onRetry={() => void open.refetch()} />;
    else detail = <AreaLoading label={T.loading} />;
  }

  let body;
  if (list.isUninitialized || (list.isLoading && !list.data)) body = <AreaLoading label={T.loading} />;
  else if (list.error && !list.data) body = <LoadFailure error={list.error} fallback={T.loadFailed} onRetry={() => void list.refetch()} />;
  else
    body = (
      <DualPanel
        narrow={narrow}
        label={T.areaLabel}
        detailTitle={thesis?.name}
        emptyPrompt={T.choose}
        onClose={() => setChosenId(null)}
        detail={detail}
        list={
          <div style={{ display: 'grid', gap: 8 }}>
            <Typography.Text type="secondary">{T.total(theses.length)}</Typography.Text>
            {theses.length ? (
              <ul aria-label={T.listLabel} style={{ display: 'grid', gap: 6, margin: 0, padding: 0 }} data-role="thesis-list">
                {theses.map((each) => (
                  <ItemRow
                    key={each.id}
                    title={each.name}
                    summary={summaryLine(each.summary)}
                    emoji="📓"
                    meta={`${T.segmentCount(each.list_chat.length)} · ${formatDateTime(each.updateAt)}`}
                    active={each.id === openId}
                    onOpen={() => setChosenId(each.id)}
                  />
                ))}
              </ul>
            ) : (
              <AreaEmpty text={search ? T.noMatch : T.empty} />
            )}
          </div>
        }
      />
    );

  return (
    <div data-area="thesis" style={{ paddingBottom: narrow ? FLOATING_ROOM : 0 }}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <Input.Search allowClear maxLength={200} value={draft} placeholder={T.search} aria-label={T.search} onChange={(event) => setDraft(event.target.value)} onSearch={setDraft} style={{ width: narrow ? '100%' : 320 }} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {T.create}
        </Button>
      </Space>
      {body}
      {creating ? (
        <CreateThesisModal
          toast={toast}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            setDraft('');
            setChosenId(created.id);
          }}
        />
      ) : null}
    </div>
  );
}
