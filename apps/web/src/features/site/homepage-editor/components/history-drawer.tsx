import type { AuditEntry } from '@k9/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Card, Drawer, Grid, Popconfirm, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useGetAuditStreamQuery } from '../../../admin/audit/audit.api';
import { AuditTimeline } from '../../../admin/audit/audit-timeline';
import { DEFAULT_HOMEPAGE_CONTENT } from '../../homepage/default-content';
import { settingStreamId } from '../../setting-types';
import { HOMEPAGE_EDITOR_TEXT as TEXT } from '../homepage-editor.messages';
import { CONTENT_TYPE } from '../use-homepage-editor';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The version the editor holds: restoring it again would change nothing. */
  currentVersion: number | null;
  onRestore: (setting: unknown) => Promise<boolean>;
};

/** A 'SettingSaved' event carries the whole payload, so any version can be restored on its own. */
const savedSetting = (entry: AuditEntry): { setting: unknown } | null =>
  entry.type === 'SettingSaved' && entry.data !== null && typeof entry.data === 'object' && 'setting' in entry.data
    ? { setting: (entry.data as { setting: unknown }).setting }
    : null;

const taglineOf = (setting: unknown): string => {
  const hero = setting && typeof setting === 'object' ? (setting as { hero?: { tagline?: unknown } }).hero : undefined;
  return typeof hero?.tagline === 'string' ? hero.tagline : '';
};

/**
 * Who saved the homepage content when (newest first), and restoring an earlier version as a new one. The built-in
 * content is the first version of all: it can be restored the same way.
 */
export function HistoryDrawer({ open, onClose, currentVersion, onRestore }: Props) {
  const screens = Grid.useBreakpoint();
  const { data, error, isLoading, isFetching, refetch } = useGetAuditStreamQuery(open ? settingStreamId(CONTENT_TYPE) : skipToken);
  // The version being restored; 0 stands for the built-in content.
  const [restoring, setRestoring] = useState<number | null>(null);
  const entries = (data?.data ?? []).flatMap((entry) => {
    const saved = savedSetting(entry);
    return saved ? [{ entry, setting: saved.setting }] : [];
  });

  const restore = async (version: number, setting: unknown) => {
    setRestoring(version);
    try {
      if (await onRestore(setting)) onClose();
    } finally {
      setRestoring(null);
    }
  };

  return (
    <Drawer
      title={TEXT.historyTitle}
      open={open}
      onClose={onClose}
      size={screens.md === false ? '100%' : 560}
      extra={isFetching && !isLoading ? <Spin size="small" /> : null}
    >
      <AuditTimeline
        label={TEXT.historyTitle}
        isLoading={isLoading}
        error={error}
        onRetry={refetch}
        items={entries}
        entryOf={(item) => item.entry}
        texts={{ loadFailed: TEXT.historyLoadFailed, empty: TEXT.historyEmpty, system: TEXT.historySystem }}
        head={({ entry, setting }) => {
          const current = entry.version === currentVersion;
          return (
            <>
              <Typography.Text type="secondary">
                {TEXT.version} {entry.version}
              </Typography.Text>
              {current ? <Tag color="green">{TEXT.current}</Tag> : null}
              <span style={{ flex: 1 }} />
              <Popconfirm
                title={TEXT.restoreTitle}
                description={TEXT.restoreDescription}
                okText={TEXT.restore}
                cancelText={TEXT.cancel}
                onConfirm={() => restore(entry.version, setting)}
                disabled={current}
              >
                <Button size="small" disabled={current || restoring !== null} loading={restoring === entry.version}>
                  {TEXT.restore}
                </Button>
              </Popconfirm>
            </>
          );
        }}
        body={({ setting }) => (
          <Typography.Text type="secondary" ellipsis>
            {taglineOf(setting)}
          </Typography.Text>
        )}
      />
      <Card size="small" style={{ marginTop: 16 }} aria-label={TEXT.builtIn}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Typography.Text strong>{TEXT.builtIn}</Typography.Text>
          <span style={{ flex: 1 }} />
          <Popconfirm
            title={TEXT.restoreBuiltInTitle}
            description={TEXT.restoreDescription}
            okText={TEXT.restore}
            cancelText={TEXT.cancel}
            onConfirm={() => restore(0, DEFAULT_HOMEPAGE_CONTENT)}
          >
            <Button size="small" disabled={restoring !== null} loading={restoring === 0}>
              {TEXT.restoreBuiltIn}
            </Button>
          </Popconfirm>
        </div>
        <Typography.Text type="secondary">{TEXT.builtInDescription}</Typography.Text>
      </Card>
    </Drawer>
  );
}
