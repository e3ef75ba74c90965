import { ToolOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useDocumentTitle } from '../app/use-document-title';

export const UNDER_DEVELOPMENT = 'Đang phát triển';

/** What a screen shows until its own issue builds it: its name and that it is not ready. */
export function UnderDevelopmentPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section style={{ padding: 24 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <ToolOutlined aria-hidden /> {UNDER_DEVELOPMENT}
      </Typography.Paragraph>
    </section>
  );
}
