import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { QuestionRecord } from '@k9/contracts';
import { Button, Card, Empty, List, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { QUESTIONS_TEXT as TEXT } from '../questions.messages';

type Props = {
  questions: QuestionRecord[];
  loading: boolean;
  selectedId: number | null;
  moving: boolean;
  onSelect: (id: number) => void;
  onAdd: () => void;
  onEdit: (question: QuestionRecord) => void;
  onDelete: (id: number) => void;
  onMove: (id: number, direction: 'up' | 'down') => void;
};

/** The left panel (450 wide): the questions in their order, with add, edit, delete and move up/down. */
export function QuestionList({ questions, loading, selectedId, moving, onSelect, onAdd, onEdit, onDelete, onMove }: Props) {
  return (
    <Card
      title={TEXT.questions}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {TEXT.add}
        </Button>
      }
      style={{ width: 450, maxWidth: '100%', flex: '0 0 auto' }}
      styles={{ body: { padding: 0, maxHeight: 'calc(100vh - 220px)', overflow: 'auto' } }}
    >
      <List
        aria-label={TEXT.questions}
        loading={loading}
        dataSource={questions}
        locale={{ emptyText: <Empty description={TEXT.empty} /> }}
        renderItem={(question, position) => (
          <List.Item
            key={question.id}
            aria-selected={question.id === selectedId}
            data-question-id={question.id}
            onClick={() => onSelect(question.id)}
            style={{ cursor: 'pointer', padding: '10px 16px', background: question.id === selectedId ? '#e6f4ff' : undefined }}
            actions={[
              <Space size={0} key="actions" onClick={(event) => event.stopPropagation()}>
                <Tooltip title={TEXT.moveUp}>
                  <Button type="text" size="small" aria-label={TEXT.moveUp} icon={<ArrowUpOutlined />} disabled={moving || position === 0} onClick={() => onMove(question.id, 'up')} />
                </Tooltip>
                <Tooltip title={TEXT.moveDown}>
                  <Button type="text" size="small" aria-label={TEXT.moveDown} icon={<ArrowDownOutlined />} disabled={moving || position === questions.length - 1} onClick={() => onMove(question.id, 'down')} />
                </Tooltip>
                <Tooltip title={TEXT.edit}>
                  <Button type="text" size="small" aria-label={TEXT.edit} icon={<EditOutlined />} onClick={() => onEdit(question)} />
                </Tooltip>
                <Popconfirm title={TEXT.confirmDelete} okText={TEXT.yes} cancelText={TEXT.no} onConfirm={() => onDelete(question.id)}>
                  <Button type="text" size="small" danger aria-label={TEXT.delete} icon={<DeleteOutlined />} />
                </Popconfirm>
              </Space>,
            ]}
          >
            <List.Item.Meta
              title={<Typography.Text strong>{question.question}</Typography.Text>}
              description={
                <Space size={4} wrap>
                  <Tag>{question.category ?? TEXT.uncategorised}</Tag>
                  {question.level && <Tag color="blue">{TEXT.levels[question.level]}</Tag>}
                  {question.ai_gen_id !== null && <Tag color="purple">{TEXT.aiMade}</Tag>}
                </Space>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
