import { ArrowLeftOutlined, DeleteOutlined, PlusOutlined, ReloadOutlined, TeamOutlined } from '@ant-design/icons';
import type { UserRecord, UserSaveResponse } from '@k9/contracts';
import { USER_FORM_MESSAGES } from '@k9/contracts/identity/identity.messages';
import { App, Button, Input, Space, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadFailure } from '../../../app/load-failure';
import { useDocumentTitle } from '../../../app/use-document-title';
import { PATHS } from '../../../routes/paths';
import { useNow, useUserSearch } from './hooks';
import { useUserTableQuery } from './use-user-table-query';
import { InitialPasswordModal, type InitialPassword } from './components/initial-password-modal';
import { UserClassModal } from './components/user-class-modal';
import { UserFormModal } from './components/user-form-modal';
import { UserHistoryDrawer } from './components/user-history-drawer';
import { USER_MANAGEMENT_TEXT as TEXT } from './user-management.messages';
import { UserTable } from './components/user-table';
import { useUserManagement } from './use-user-management';

/** The form modal's subject: a new user, or the user being edited. */
type FormTarget = { user: UserRecord | null } | null;

const CLOCK_TICK_MS = 30_000;

/** /user-management (spec 3 screen 4): users with their validity and classes, the user form, classes, history. */
export function UserManagementPage() {
  useDocumentTitle(TEXT.title);
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const data = useUserManagement();
  const [query, setQuery] = useUserTableQuery();
  const shown = useUserSearch(data.users, query.search);
  const now = useNow(CLOCK_TICK_MS);
  const [formTarget, setFormTarget] = useState<FormTarget>(null);
  const [historyUser, setHistoryUser] = useState<UserRecord | null>(null);
  const [classesOpen, setClassesOpen] = useState(false);
  const [initialPassword, setInitialPassword] = useState<InitialPassword | null>(null);
  const { remove, selectedIds } = data;

  const onEdit = useCallback((user: UserRecord) => setFormTarget({ user }), []);
  const onDelete = useCallback((user: UserRecord) => void remove([user.id]), [remove]);

  const onSaved = ({ data: saved, initialPassword: password }: UserSaveResponse) => {
    setFormTarget(null);
    if (password) setInitialPassword({ account: saved.username ?? saved.email ?? saved.name, password });
  };

  const confirmBulkDelete = () =>
    modal.confirm({
      title: TEXT.bulkDeleteTitle(selectedIds.length),
      content: TEXT.bulkDeleteContent,
      okText: TEXT.deleteOk,
      okButtonProps: { danger: true },
      cancelText: TEXT.cancel,
      onOk: () => remove(selectedIds),
    });

  return (
    <section style={{ padding: 'clamp(12px, 3vw, 24px)', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {TEXT.title}
        </Typography.Title>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(PATHS.k9Home)}>
          {TEXT.backToHome}
        </Button>
      </div>

      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        <Input.Search
          allowClear
          aria-label={TEXT.searchLabel}
          placeholder={TEXT.searchPlaceholder}
          value={query.search}
          onChange={(event) => setQuery({ search: event.target.value, page: 1 })}
          style={{ flex: '1 1 280px', maxWidth: 480 }}
        />
        <Space wrap>
          <Button icon={<ReloadOutlined />} onClick={data.refresh} loading={data.fetching && !data.loading}>
            {TEXT.refresh}
          </Button>
          <Button icon={<TeamOutlined />} onClick={() => setClassesOpen(true)}>
            {TEXT.manageClasses}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormTarget({ user: null })}>
            {TEXT.addUser}
          </Button>
          <Button danger icon={<DeleteOutlined />} disabled={selectedIds.length === 0} onClick={confirmBulkDelete}>
            {selectedIds.length ? `${TEXT.bulkDelete} (${selectedIds.length})` : TEXT.bulkDelete}
          </Button>
        </Space>
      </div>

      {data.usersError ? <LoadFailure error={data.usersError} fallback={USER_FORM_MESSAGES.loadFailed} onRetry={data.retryUsers} /> : null}
      <UserTable
        users={shown}
        total={data.users.length}
        loading={data.loading}
        selectedIds={selectedIds}
        onSelect={data.setSelectedIds}
        query={query}
        onQueryChange={setQuery}
        now={now}
        classNames={data.classNames}
        currentUserId={data.currentUserId}
        deletingIds={data.deletingIds}
        onEdit={onEdit}
        onHistory={setHistoryUser}
        onDelete={onDelete}
      />

      {formTarget ? (
        <UserFormModal user={formTarget.user} classOptions={data.classOptions} onClose={() => setFormTarget(null)} onSaved={onSaved} />
      ) : null}
      <UserClassModal
        open={classesOpen}
        onClose={() => setClassesOpen(false)}
        classes={data.classes}
        loading={data.classesLoading}
        loadError={data.classesError}
        onRetry={data.retryClasses}
      />
      <UserHistoryDrawer user={historyUser} classNames={data.classNames} onClose={() => setHistoryUser(null)} />
      <InitialPasswordModal notice={initialPassword} onClose={() => setInitialPassword(null)} />
    </section>
  );
}
