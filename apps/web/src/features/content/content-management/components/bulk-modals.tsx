import type { BulkResponse, TagOptionsResponse } from '@k9/contracts';
import type { BulkField } from '@k9/domain/content/rules/bulk-update';
import type { ContentType } from '@k9/domain/content/content.types';
import { Alert, Form, Modal, Radio, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { bulkUpdateRefusal, isFailedOutcome, outcomeSummary } from '../bulk-actions';
import { CM_TEXT as TEXT } from '../content-management.messages';

type BulkUpdateProps = {
  open: boolean;
  tab: ContentType;
  fields: BulkField[];
  /** Preselected field (Page Management's 'Gán lớp người dùng'). */
  initialField?: BulkField;
  selected: number;
  categories: readonly string[];
  tagOptions: TagOptionsResponse | undefined;
  classOptions: Array<{ value: number; label: string }>;
  onClose: () => void;
  onSubmit: (field: BulkField, value: unknown) => Promise<void>;
};

/** Bulk update (spec 3 §5): one field of the tab's allowed ones, its value, the spec's refusals before anything is sent. */
export function BulkUpdateModal({ open, tab, fields, initialField, selected, categories, tagOptions, classOptions, onClose, onSubmit }: BulkUpdateProps) {
  const [field, setField] = useState<BulkField | undefined>(initialField ?? fields[0]);
  const [value, setValue] = useState<unknown>(field === 'allowed_user_class' ? [] : undefined);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (next: BulkField) => {
    setField(next);
    setValue(next === 'allowed_user_class' || next === 'tag4' ? [] : undefined);
    setRefusal(null);
  };

  const submit = async () => {
    const reason = bulkUpdateRefusal(selected, tab, field, value);
    setRefusal(reason);
    if (reason || !field) return;
    setBusy(true);
    try {
      await onSubmit(field, value);
    } finally {
      setBusy(false);
    }
  };

  const tagChoices = (list: Array<{ value: string; label: string }> | undefined) => (list ?? []).map(({ value: v, label }) => ({ value: v, label }));
  const valueInput = () => {
    switch (field) {
      case 'category':
        return <Select<string> showSearch aria-label={TEXT.bulkValue} value={value as string | undefined} onChange={setValue} options={categories.map((c) => ({ value: c, label: c }))} />;
      case 'tag1':
        return <Select<string> showSearch aria-label={TEXT.bulkValue} value={value as string | undefined} onChange={setValue} options={tagChoices(tagOptions?.TAG1_OPTIONS)} />;
      case 'tag2':
        return <Select<string> showSearch aria-label={TEXT.bulkValue} value={value as string | undefined} onChange={setValue} options={tagChoices(tagOptions?.TAG2_OPTIONS)} />;
      case 'tag3':
        return <Select<string> showSearch aria-label={TEXT.bulkValue} value={value as string | undefined} onChange={setValue} options={tagChoices(tagOptions?.TAG3_OPTIONS)} />;
      case 'tag4':
        return <Select<string[]> mode="multiple" aria-label={TEXT.bulkValue} value={value as string[]} onChange={setValue} options={tagChoices(tagOptions?.TAG4_OPTIONS)} />;
      case 'isPublic':
        return (
          <Radio.Group value={value} onChange={(event) => setValue(event.target.value)}>
            <Radio value>{TEXT.public}</Radio>
            <Radio value={false}>{TEXT.private}</Radio>
          </Radio.Group>
        );
      case 'hasTitle':
        return (
          <Radio.Group value={value} onChange={(event) => setValue(event.target.value)}>
            <Radio value>{TEXT.on}</Radio>
            <Radio value={false}>{TEXT.off}</Radio>
          </Radio.Group>
        );
      case 'allowed_user_class':
        return (
          <Select<number[]>
            mode="multiple"
            aria-label={TEXT.bulkValue}
            placeholder={TEXT.unassigned}
            value={value as number[]}
            onChange={setValue}
            options={classOptions}
            showSearch={{ optionFilterProp: 'label' }}
          />
        );
      default:
        return null;
    }
  };

  return (
    <Modal
      title={TEXT.bulkTitle(selected)}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={TEXT.save}
      cancelText={TEXT.cancel}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label={TEXT.bulkField}>
          <Select<BulkField> aria-label={TEXT.bulkField} value={field} onChange={choose} options={fields.map((name) => ({ value: name, label: TEXT.fieldLabel[name] }))} />
        </Form.Item>
        <Form.Item label={TEXT.bulkValue} extra={field === 'allowed_user_class' ? TEXT.bulkClassesHint : undefined}>
          {valueInput()}
        </Form.Item>
      </Form>
      {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
    </Modal>
  );
}

/** What a bulk action did to each id, when any of them did not go through (never a half-applied action unreported). */
export function BulkOutcomeModal({ response, titles, onClose }: { response: BulkResponse | null; titles: ReadonlyMap<number, string>; onClose: () => void }) {
  const rows = response?.results ?? [];
  return (
    <Modal title={TEXT.outcomeTitle} open={response !== null} onCancel={onClose} onOk={onClose} okText={TEXT.close} cancelButtonProps={{ style: { display: 'none' } }} width={720}>
      {response ? <Typography.Paragraph>{outcomeSummary(response)}</Typography.Paragraph> : null}
      <Table
        size="small"
        rowKey="id"
        dataSource={rows}
        pagination={rows.length > 50 ? { pageSize: 50 } : false}
        columns={[
          { key: 'id', title: TEXT.columnId, dataIndex: 'id', width: 80 },
          { key: 'title', title: TEXT.columnTitle, render: (_, row) => titles.get(row.id) ?? '' },
          {
            key: 'outcome',
            title: TEXT.columnStatus,
            render: (_, row) => (
              <span>
                <Tag color={isFailedOutcome(row) ? 'red' : 'green'}>{TEXT.outcome[row.outcome]}</Tag>
                {'message' in row ? row.message : null}
              </span>
            ),
          },
        ]}
      />
    </Modal>
  );
}
