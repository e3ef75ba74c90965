import { Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LoadFailure } from './load-failure';

type Texts = { title: string; intro: string; loadFailed: string; refresh: string };

/**
 * The top of an admin list screen: its heading and intro, what a failed read says (the one error view, with a retry),
 * anything the screen adds between them (`notice`), and the refresh button with the count.
 */
export function AdminListHeader({ text, total, notice, error, isFetching, isLoading, refetch }: {
  text: Texts;
  /** The count shown beside refresh, once the list has been read. */
  total: string | null;
  notice?: ReactNode;
  /** The list's read failure, if it failed. */
  error: unknown;
  isFetching: boolean;
  isLoading: boolean;
  refetch: () => unknown;
}) {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {text.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{text.intro}</Typography.Paragraph>
      {notice}
      {error ? <LoadFailure error={error} fallback={text.loadFailed} onRetry={refetch} style={{ marginBottom: 12 }} /> : null}
      <Space style={{ marginBottom: 12 }}>
        <Button onClick={() => void refetch()} loading={isFetching && !isLoading}>
          {text.refresh}
        </Button>
        {total !== null ? <Typography.Text type="secondary">{total}</Typography.Text> : null}
      </Space>
    </>
  );
}
