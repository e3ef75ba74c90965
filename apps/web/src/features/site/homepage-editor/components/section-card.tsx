import { Card, Col, Row } from 'antd';
import type { ReactNode } from 'react';

/** One section of the homepage, as a card of the editor. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} style={{ marginBottom: 16 }}>
      {children}
    </Card>
  );
}

/** The fixed slots of a section's list, side by side where there is room. */
export function ItemCards({ count, title, render }: { count: number; title: (index: number) => string; render: (index: number) => ReactNode }) {
  return (
    <Row gutter={[16, 16]}>
      {Array.from({ length: count }, (_unused, index) => (
        <Col key={index} xs={24} md={12} xl={8}>
          <Card type="inner" size="small" title={title(index)} style={{ height: '100%' }}>
            {render(index)}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

export const numbered = (label: string) => (index: number) => `${label} ${index + 1}`;
