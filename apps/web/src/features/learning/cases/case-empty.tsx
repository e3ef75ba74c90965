import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Typography } from 'antd';
import { CASE_TEXT as T } from './case-builder.messages';

/** No case yet (spec 2 §2.6): the invitation, 'create first case', and four feature blurbs. */
export function CaseEmpty({ onCreate }: { onCreate: () => void }) {
  return (
    <section aria-label={T.emptyTitle} style={{ display: 'grid', gap: 16, justifyItems: 'center', textAlign: 'center', padding: '32px 8px' }}>
      <div style={{ fontSize: 48 }} aria-hidden>
        📘
      </div>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {T.emptyTitle}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 560, margin: 0 }}>
        {T.emptyText}
      </Typography.Paragraph>
      <Button type="primary" size="large" icon={<PlusOutlined />} onClick={onCreate}>
        {T.createFirst}
      </Button>
      <Row gutter={[12, 12]} style={{ width: '100%', maxWidth: 960 }}>
        {T.features.map((feature) => (
          <Col key={feature.title} xs={24} sm={12} lg={6}>
            <Card size="small" style={{ height: '100%', textAlign: 'left' }}>
              <Typography.Text strong>{feature.title}</Typography.Text>
              <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
                {feature.text}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
