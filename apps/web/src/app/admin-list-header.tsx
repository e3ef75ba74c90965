import { Alert, Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';

type Texts = { title: string; intro: string; loadFailed: string; retry: string; refresh: string };

/**
 * The top of an admin list screen: its heading and intro, what a failed read says (with a retry), anything the screen
 * adds between them (`notice`), and the refresh button with the count.
 */
export function AdminListHeader({ text, total, notice, isError, isFetching, isLoading, refetch }: {
  text: Texts;
  /** The count shown beside refresh, once the list has been read. */
  total: string | null;
  notice?: ReactNode;
  isError: boolean;
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
      {isError ? (
        <Alert
          type="error"
          showIcon
          title={text.loadFailed}
          action={
            <Button size="small" onClick={() => void refetch()}>
              {text.retry}
            </Button>
          }
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Space style={{ marginBottom: 12 }}>
        <Button onClick={() => void refetch()} loading={isFetching && !isLoading}>
          {text.refresh}
        </Button>
        {total !== null ? <Typography.Text type="secondary">{total}</Typography.Text> : null}
      </Space>
    </>
  );
}
