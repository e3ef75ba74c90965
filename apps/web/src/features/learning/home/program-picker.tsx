import { CheckCircleFilled } from '@ant-design/icons';
import type { ProgramOption } from '@k9/domain';
import { Card, Col, Modal, Row, Typography } from 'antd';
import { HOME_TEXT as T } from './home.messages';

/** The program picker (spec 2 §2.3, §4.6): a card for every TAG4 program with its image and description, and 'all'. */
export function ProgramPicker({ open, programs, selected, onPick, onClose }: { open: boolean; programs: readonly ProgramOption[]; selected: string | null; onPick: (value: string | null) => void; onClose: () => void }) {
  const card = (value: string | null, label: string, description: string, imageUrl: string | null) => {
    const chosen = selected === value;
    return (
      <Col xs={24} sm={12} md={8} key={value ?? 'all'}>
        <Card
          hoverable
          role="button"
          aria-pressed={chosen}
          aria-label={label}
          tabIndex={0}
          onClick={() => onPick(value)}
          onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && onPick(value)}
          style={{ height: '100%', borderColor: chosen ? '#1d4ed8' : undefined, borderWidth: chosen ? 2 : 1 }}
          cover={imageUrl ? <img src={imageUrl} alt={label} style={{ height: 120, objectFit: 'cover' }} /> : undefined}
        >
          <Card.Meta
            title={
              <span>
                {chosen ? <CheckCircleFilled style={{ color: '#1d4ed8', marginRight: 6 }} aria-hidden /> : null}
                {label}
              </span>
            }
            description={<Typography.Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0 }}>{description}</Typography.Paragraph>}
          />
        </Card>
      </Col>
    );
  };
  return (
    <Modal open={open} title={T.programPickerTitle} onCancel={onClose} footer={null} width={900} destroyOnHidden>
      <Row gutter={[12, 12]}>
        {card(null, T.allPrograms, T.allProgramsDescription, null)}
        {programs.map((program) => card(program.value, program.label, program.description, program.imageUrl))}
      </Row>
    </Modal>
  );
}
