import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import type { LearnerCaseRecord } from '@k9/contracts';
import { Button, Input, Segmented, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { useCurrentUser } from '../../identity/current-user';
import type { AreaProps } from '../areas/area-props';
import { AreaLoading } from '../areas/shared/area-states';
import { FLOATING_ROOM } from '../areas/shared/layout';
import { useDebounced } from '../areas/shared/use-debounced';
import { DualPanel } from '../reading/dual-panel';
import { AiSettingsModal } from './ai-settings-modal';
import { caseBuilderApi, useLearnerCaseQuery, useOwnCasesQuery } from './case-builder.api';
import { CASE_TEXT as T } from './case-builder.messages';
import { ownCasesArgs, withCaseFirst, type CaseListView } from './case-builder.rules';
import { CaseDetail } from './case-detail';
import { CaseEmpty } from './case-empty';
import { CaseFormModal } from './case-form-modal';
import { CaseList } from './case-list';
import { LoadFailure } from '../../../app/load-failure';

/**
 * The personal case list, tab caseUser (spec 2 §2.6): search 'Tìm kiếm case...' (on the server), the shown or the
 * hidden cases, 'Cài đặt AI' for admins, 'Thêm Case Mới'; desktop dual panel (the first case opens by itself), mobile
 * list with the case in a full-width modal; the empty state with 'create first case'. The open case is the address's
 * `item`; it can be hidden from the list and shown again.
 */
export function CaseBuilderArea({ openItemId, onOpenItem, narrow }: AreaProps) {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState('');
  const search = useDebounced(draft.trim());
  const [view, setView] = useState<CaseListView>('shown');
  // Every shown case (the empty state, the form's 'copy from old case'), and the list as searched.
  const all = useOwnCasesQuery(user ? ownCasesArgs(user.id, 'shown', '') : skipToken);
  const list = useOwnCasesQuery(user ? ownCasesArgs(user.id, view, search) : skipToken);
  const [formOpen, setFormOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const cases = all.data ?? [];
  const shown = list.data ?? [];

  // Desktop: the first visible case opens when none is (spec 2 §4.5), without a history entry.
  const first = shown[0]?.id;
  useEffect(() => {
    if (!narrow && openItemId === null && first !== undefined) onOpenItem(first, { replace: true });
  }, [narrow, openItemId, first, onOpenItem]);

  const listed = shown.find((record) => record.id === openItemId) ?? null;
  // An address naming a case that is not listed (hidden, searched away, or not yet in the list): read it by itself.
  const single = useLearnerCaseQuery(openItemId !== null && !listed && list.isSuccess ? openItemId : skipToken);
  const open = listed ?? (single.data?.id === openItemId ? single.data : null) ?? null;

  const created = (record: LearnerCaseRecord) => {
    if (user) dispatch(caseBuilderApi.util.updateQueryData('ownCases', ownCasesArgs(user.id, 'shown', ''), (cached) => withCaseFirst(cached, record)));
    setDraft('');
    setView('shown');
    onOpenItem(record.id);
  };

  let detail = null;
  if (openItemId !== null) {
    if (open) detail = <CaseDetail key={open.id} record={open} />;
    else if (single.error) detail = <LoadFailure error={single.error} onRetry={() => void single.refetch()} />;
    else detail = <AreaLoading />;
  }

  const toolbar = (
    <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
      <Space wrap>
        <Input.Search allowClear value={draft} placeholder={T.search} aria-label={T.search} onChange={(event) => setDraft(event.target.value)} onSearch={setDraft} style={{ width: narrow ? '100%' : 320 }} />
        <Segmented<CaseListView>
          aria-label={T.viewLabel}
          value={view}
          onChange={setView}
          options={[
            { value: 'shown', label: T.viewShown },
            { value: 'hidden', label: T.viewHidden },
          ]}
        />
      </Space>
      <Space wrap>
        {user?.isAdmin ? (
          <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)}>
            {T.settings}
          </Button>
        ) : null}
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormOpen(true)}>
          {T.addCase}
        </Button>
      </Space>
    </Space>
  );

  let body;
  if (all.isLoading || all.isUninitialized || list.isUninitialized || (list.isLoading && !list.data)) body = <AreaLoading label={T.loading} />;
  else if (all.error || list.error) body = <LoadFailure error={all.error ?? list.error} onRetry={() => void (all.refetch(), list.refetch())} />;
  else if (!cases.length && view === 'shown' && !search) body = <CaseEmpty onCreate={() => setFormOpen(true)} />;
  else
    body = (
      <DualPanel
        narrow={narrow}
        label={T.areaLabel}
        detailTitle={open?.title}
        emptyPrompt={T.choose}
        onClose={() => onOpenItem(null)}
        detail={detail}
        list={
          <div style={{ display: 'grid', gap: 8 }}>
            <Typography.Text type="secondary">{T.total(shown.length)}</Typography.Text>
            <CaseList cases={shown} openId={openItemId} onOpen={(id) => onOpenItem(id)} emptyText={view === 'hidden' && !search ? T.noneHidden : T.noMatch} />
          </div>
        }
      />
    );

  return (
    <div data-area="caseUser" style={{ paddingBottom: narrow ? FLOATING_ROOM : 0 }}>
      {toolbar}
      {body}
      <CaseFormModal open={formOpen} onClose={() => setFormOpen(false)} cases={cases} onCreated={created} />
      {user?.isAdmin ? <AiSettingsModal open={settingsOpen} onClose={() => setSettingsOpen(false)} /> : null}
    </div>
  );
}
