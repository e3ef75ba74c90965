import { DeleteOutlined, EditOutlined, EyeOutlined, HistoryOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import type { ContentListItem } from '@k9/contracts';
import type { ContentType } from '@k9/domain/content/content.types';
import { Button, Popconfirm, Select, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { memo, useState, type ReactNode } from 'react';
import { formatDateTime } from '../../../../app/datetime';
import { classesLabel, type ManagementVariant } from '../bulk-actions';
import { CM_TEXT as TEXT } from '../content-management.messages';
import { contentValueLabel } from '@k9/domain/content/content-labels';
import { embeddingColumn } from '../../../library-index/components/embedding-column';
import { contentAiColumn } from '../../../content-ai/components/content-ai-column';

export type RowActions = {
  onView: (row: ContentListItem) => void;
  onEdit: (row: ContentListItem) => void;
  onQuiz: (row: ContentListItem) => void;
  onHistory: (row: ContentListItem) => void;
  onDelete: (row: ContentListItem) => void;
  onPatch: (row: ContentListItem, change: Partial<Pick<ContentListItem, 'isPublic' | 'hasTitle' | 'tag4'>>) => void;
};

type Options = RowActions & {
  variant: ManagementVariant;
  tab: ContentType;
  /** Pin 'Thao tác' to the right edge (not on phones). */
  pinActions: boolean;
  classNames: ReadonlyMap<number, string>;
  programs: Array<{ value: string; label: string }>;
};

const STATUS_COLOR: Record<string, string> = { draft: 'default', published: 'green', archived: 'orange' };

/** The program tags of one row, edited in place (spec 3 §4): a click opens the choice, leaving it saves. */
const ProgramCell = memo(function ProgramCell({ row, programs, onSave }: { row: ContentListItem; programs: Options['programs']; onSave: (tag4: string[]) => void }) {
  const [editing, setEditing] = useState<string[] | null>(null);
  if (editing) {
    const finish = () => {
      const changed = editing.length !== row.tag4.length || editing.some((value, index) => value !== row.tag4[index]);
      setEditing(null);
      if (changed) onSave(editing);
    };
    return (
      <Select<string[]>
        mode="multiple"
        autoFocus
        defaultOpen
        size="small"
        aria-label={TEXT.editPrograms}
        value={editing}
        onChange={setEditing}
        onBlur={finish}
        options={programs}
        style={{ width: '100%' }}
      />
    );
  }
  return (
    <Space size={[4, 4]} wrap>
      {row.tag4.map((program) => (
        <Tag key={program} color="blue" style={{ marginInlineEnd: 0 }}>
          {program}
        </Tag>
      ))}
      <Button size="small" type="text" icon={<EditOutlined />} aria-label={`${TEXT.editPrograms} ${row.id}`} onClick={() => setEditing(row.tag4)} />
    </Space>
  );
});

/** The columns of a tab (spec 3 screen 1: columns and row actions differ per tab and screen). Widths are fixed: the table is virtual. */
export function contentColumns({ variant, tab, classNames, programs, pinActions, ...actions }: Options): TableColumnsType<ContentListItem> {
  const columns: TableColumnsType<ContentListItem> = [
    { key: 'id', title: TEXT.columnId, dataIndex: 'id', width: 80 },
    {
      key: 'title',
      title: TEXT.columnTitle,
      width: 340,
      render: (_, row) => (
        <Space orientation="vertical" size={0} style={{ width: '100%' }}>
          <Typography.Link onClick={() => actions.onView(row)} ellipsis style={{ maxWidth: 320 }}>
            {row.emoji ? `${row.emoji} ` : ''}
            {row.title}
          </Typography.Link>
          {row.isSample ? <Tag color="purple">{TEXT.sample}</Tag> : null}
        </Space>
      ),
    },
    { key: 'category', title: TEXT.columnCategory, dataIndex: 'category', width: 170, ellipsis: true },
    { key: 'status', title: TEXT.columnStatus, width: 120, render: (_, row) => <Tag color={STATUS_COLOR[row.status]}>{TEXT.status[row.status]}</Tag> },
  ];

  if (variant === 'k9') {
    columns.push({
      key: 'tag4',
      title: TEXT.columnPrograms,
      width: 240,
      render: (_, row) => <ProgramCell row={row} programs={programs} onSave={(tag4) => actions.onPatch(row, { tag4 })} />,
    });
    if (tab === 'caseTraining') {
      columns.push({
        key: 'tags',
        title: TEXT.columnTags,
        width: 220,
        render: (_, row) => (
          <Space size={[4, 4]} wrap>
            {[row.tag1, row.tag2, row.tag3].filter(Boolean).map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </Space>
        ),
      });
    }
    if (tab === 'home') {
      columns.push({
        key: 'home',
        title: TEXT.columnHome,
        width: 220,
        render: (_, row) =>
          [row.homeCategory && contentValueLabel('homeCategory', row.homeCategory), row.priority && contentValueLabel('priority', row.priority), row.displayOrder, row.featured ? '★' : null]
            .filter((part) => part !== null && part !== undefined)
            .join(' · '),
      });
    }
    if (tab === 'story') {
      columns.push({ key: 'story', title: TEXT.columnStory, width: 160, render: (_, row) => [row.storyType, row.duration].filter(Boolean).join(' · ') });
    }
    columns.push({
      key: 'media',
      title: TEXT.columnMedia,
      width: 170,
      render: (_, row) => (
        <Space size={[4, 4]} wrap>
          {row.hasImage ? <Tag>Ảnh</Tag> : null}
          {row.diagram !== 'none' ? <Tag>{TEXT.diagram[row.diagram]}</Tag> : null}
          {row.audioUrl ? <Tag>Audio</Tag> : null}
          {row.hasQuiz ? <Tag color="gold">{`Quiz ${row.quizCount}`}</Tag> : null}
        </Space>
      ),
    });
    columns.push(contentAiColumn(tab));
  }

  columns.push(
    {
      key: 'isPublic',
      title: TEXT.columnPublic,
      width: 130,
      render: (_, row) => (
        <Switch
          size="small"
          checked={row.isPublic}
          checkedChildren={TEXT.public}
          unCheckedChildren={TEXT.private}
          aria-label={`${TEXT.columnPublic} ${row.id}`}
          onChange={(isPublic) => actions.onPatch(row, { isPublic })}
        />
      ),
    },
    {
      key: 'hasTitle',
      title: TEXT.columnHasTitle,
      width: 100,
      render: (_, row) => (
        <Switch
          size="small"
          checked={row.hasTitle}
          checkedChildren={TEXT.on}
          unCheckedChildren={TEXT.off}
          aria-label={`${TEXT.columnHasTitle} ${row.id}`}
          onChange={(hasTitle) => actions.onPatch(row, { hasTitle })}
        />
      ),
    },
  );
  if (variant === 'page') {
    columns.push({
      key: 'classes',
      title: TEXT.columnClasses,
      width: 200,
      render: (_, row) => {
        const label = classesLabel(row.allowed_user_class, classNames);
        return row.allowed_user_class.length ? <Typography.Text ellipsis={{ tooltip: label }} style={{ maxWidth: 180 }}>{label}</Typography.Text> : <Typography.Text type="secondary">{label}</Typography.Text>;
      },
    });
  }
  columns.push(embeddingColumn());
  columns.push(
    { key: 'createdAt', title: TEXT.columnCreatedAt, width: 170, render: (_, row) => formatDateTime(row.createdAt) },
    {
      key: 'actions',
      title: TEXT.columnActions,
      width: variant === 'k9' ? 200 : 170,
      fixed: pinActions ? 'right' : undefined,
      render: (_, row) => (
        <Space size={0}>
          <Tooltip title={TEXT.view}>
            <Button type="text" size="small" icon={<EyeOutlined />} aria-label={`${TEXT.view} ${row.id}`} onClick={() => actions.onView(row)} />
          </Tooltip>
          <Tooltip title={TEXT.edit}>
            <Button type="text" size="small" icon={<EditOutlined />} aria-label={`${TEXT.edit} ${row.id}`} onClick={() => actions.onEdit(row)} />
          </Tooltip>
          {variant === 'k9' ? (
            <Tooltip title={TEXT.quiz}>
              <Button type="text" size="small" icon={<QuestionCircleOutlined />} aria-label={`${TEXT.quiz} ${row.id}`} onClick={() => actions.onQuiz(row)} />
            </Tooltip>
          ) : null}
          <Tooltip title={TEXT.history}>
            <Button type="text" size="small" icon={<HistoryOutlined />} aria-label={`${TEXT.history} ${row.id}`} onClick={() => actions.onHistory(row)} />
          </Tooltip>
          <Popconfirm title={TEXT.confirmDelete} okText={TEXT.deleteOk} cancelText={TEXT.cancel} okButtonProps={{ danger: true }} onConfirm={() => actions.onDelete(row)}>
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`${TEXT.delete} ${row.id}`} />
          </Popconfirm>
        </Space>
      ),
    },
  );
  // Page Management publishes and opens records: its switches and classes come first, clear of the pinned 'Thao tác'.
  const shown = variant === 'page' ? PAGE_ORDER.flatMap((key) => columns.filter((column) => column.key === key)) : columns;
  return shown.map(renderedOnce);
}

const PAGE_ORDER = ['id', 'title', 'isPublic', 'hasTitle', 'classes', 'status', 'category', 'embedding', 'createdAt', 'actions'];

/**
 * A cell renders again only when its record changes, or when the columns themselves were made anew (their handlers,
 * class names or programs changed): the WeakSet is this column set's own, so a new set renders every row once. Choosing
 * a row then re-renders the selection column alone, not 5,000 rows' worth of buttons, tooltips and switches.
 */
function renderedOnce(column: TableColumnsType<ContentListItem>[number]): TableColumnsType<ContentListItem>[number] {
  const rendered = new WeakSet<ContentListItem>();
  const render = 'render' in column ? column.render : undefined;
  return {
    ...column,
    render: (value: unknown, row: ContentListItem, index: number) => {
      rendered.add(row);
      return render ? render(value, row, index) : (value as ReactNode);
    },
    shouldCellUpdate: (row, previous) => row !== previous || !rendered.has(row),
  };
}

export const columnsWidth = (columns: TableColumnsType<ContentListItem>): number => columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 0), 48);
