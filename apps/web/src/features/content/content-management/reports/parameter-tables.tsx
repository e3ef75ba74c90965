import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { AI_SUMMARY_MESSAGES } from '@k9/domain/content/ai-summary/ai-summary.messages';
import { PARAMETER_TABLE_TYPES, parameterTableLabels, type ParameterTable, type ParameterTableType } from '@k9/domain/content/ai-summary/rules/parameter-table';
import { Button, Descriptions, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';

export const TABLE_TEXT = {
  editorTitle: 'Bảng tham số',
  name: 'Tên bảng',
  type: 'Loại bảng',
  types: { quarterly: 'Theo quý', monthly: 'Theo tháng', yearly: 'Theo năm' } satisfies Record<ParameterTableType, string>,
  add: 'Thêm bảng',
  edit: 'Sửa bảng',
  remove: 'Xóa bảng',
  save: 'Lưu',
  cancel: 'Hủy',
  empty: 'Chưa có bảng tham số',
} as const;

/** Spec 3 §9: the preview grid shows quarterly tables in 4 columns, monthly in 6, yearly in 3. */
const PREVIEW_COLUMNS: Record<ParameterTableType, number> = { quarterly: 4, monthly: 6, yearly: 3 };
const thisYear = () => Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date()));

export function ParameterTablePreview({ table }: { table: ParameterTable }) {
  const labels = [...new Set([...parameterTableLabels(table.type, thisYear()), ...Object.keys(table.data)])];
  return (
    <Descriptions size="small" bordered title={`${table.name} (${TABLE_TEXT.types[table.type]})`} column={PREVIEW_COLUMNS[table.type]}>
      {labels.map((label) => (
        <Descriptions.Item key={label} label={label}>
          {table.data[label] ?? ''}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

type EditorProps = { table: ParameterTable | null; open: boolean; onClose: () => void; onSave: (table: ParameterTable) => void };

/** The parameter-table editor (width 800): name and type required with the spec's messages, one value per column of the type. */
export function ParameterTableEditor({ table, open, onClose, onSave }: EditorProps) {
  const [form] = Form.useForm<{ name: string; type: ParameterTableType; data: Record<string, string> }>();
  const type = Form.useWatch('type', form) as ParameterTableType | undefined;
  const labels = type ? [...new Set([...parameterTableLabels(type, thisYear()), ...(table && table.type === type ? Object.keys(table.data) : [])])] : [];
  return (
    <Modal
      title={TABLE_TEXT.editorTitle}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={TABLE_TEXT.save}
      cancelText={TABLE_TEXT.cancel}
      width={800}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={table ?? { name: '', type: undefined, data: {} }}
        onFinish={(values) => {
          const data: Record<string, string> = {};
          for (const label of labels) {
            const value = values.data?.[label]?.trim();
            if (value) data[label] = value;
          }
          onSave({ id: table?.id ?? `table-${Date.now().toString(36)}`, name: values.name.trim(), type: values.type, data });
        }}
      >
        <Form.Item name="name" label={TABLE_TEXT.name} rules={[{ required: true, whitespace: true, message: AI_SUMMARY_MESSAGES.tableNameRequired }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="type" label={TABLE_TEXT.type} rules={[{ required: true, message: AI_SUMMARY_MESSAGES.tableTypeRequired }]}>
          <Select options={PARAMETER_TABLE_TYPES.map((value) => ({ value, label: TABLE_TEXT.types[value] }))} />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 8 }}>
          {labels.map((label) => (
            <Form.Item key={label} name={['data', label]} label={label} style={{ marginBottom: 8 }}>
              <Input maxLength={500} />
            </Form.Item>
          ))}
        </div>
      </Form>
    </Modal>
  );
}

/** A list of tables with add, edit and remove (AI summary edit, report overview settings). */
export function ParameterTablesField({ value = [], onChange }: { value?: ParameterTable[]; onChange?: (tables: ParameterTable[]) => void }) {
  const [editing, setEditing] = useState<{ table: ParameterTable | null } | null>(null);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value.length === 0 ? <Typography.Text type="secondary">{TABLE_TEXT.empty}</Typography.Text> : null}
      {value.map((table) => (
        <div key={table.id} style={{ display: 'grid', gap: 4 }}>
          <ParameterTablePreview table={table} />
          <Space>
            <Button size="small" icon={<EditOutlined />} onClick={() => setEditing({ table })}>
              {TABLE_TEXT.edit}
            </Button>
            <Button size="small" danger icon={<DeleteOutlined />} onClick={() => onChange?.(value.filter((item) => item.id !== table.id))}>
              {TABLE_TEXT.remove}
            </Button>
          </Space>
        </div>
      ))}
      <Button icon={<PlusOutlined />} onClick={() => setEditing({ table: null })}>
        {TABLE_TEXT.add}
      </Button>
      <ParameterTableEditor
        open={editing !== null}
        table={editing?.table ?? null}
        onClose={() => setEditing(null)}
        onSave={(table) => {
          onChange?.(value.some((item) => item.id === table.id) ? value.map((item) => (item.id === table.id ? table : item)) : [...value, table]);
          setEditing(null);
        }}
      />
    </Space>
  );
}
