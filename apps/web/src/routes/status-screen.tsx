import { HomeOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../app/use-document-title';
import { PATHS } from './paths';

export const BACK_HOME = 'Quay về trang chủ';

type Props = { illustration: ReactNode; title: string; description: string };

/** Shared frame of the not-found and not-authorised screens: the back button replaces history. */
export function StatusScreen({ illustration, title, description }: Props) {
  const navigate = useNavigate();
  useDocumentTitle(title);
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 24,
        textAlign: 'center',
      }}
    >
      {illustration}
      <Typography.Title level={1} style={{ marginTop: 24, fontSize: 28 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 420 }}>
        {description}
      </Typography.Paragraph>
      <Button type="primary" size="large" icon={<HomeOutlined />} onClick={() => navigate(PATHS.home, { replace: true })}>
        {BACK_HOME}
      </Button>
    </main>
  );
}
