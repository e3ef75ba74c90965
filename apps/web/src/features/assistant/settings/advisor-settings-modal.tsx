import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LoadFailure } from '../../../app/load-failure';
import { CHAT_TEXT } from '../assistant.messages';
import { advisorEntriesOf, advisorEntry, advisorValuesOf, systemMessagePreview, withEntry, withoutEntry, type AdvisorEntry, type AdvisorValues } from './advisor-settings';
import { ModelSelect } from './model-select';
import { useAdvisorList } from './use-advisor-list';

const S = CHAT_TEXT.settings;
/** null: the form is closed; 'new': adding; else the advisor being edited. */
type Editing = null | 'new' | AdvisorEntry;

/** ADVISOR_SETTING (spec 2 §2.9, §3, §5.8, §8.6): the table with add, edit and delete; no validation shown on save. */
export function AdvisorSettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const advisors = useAdvisorList('ADVISOR_SETTING', open, advisorEntriesOf, { saved: S.advisorSaved, saveFailed: S.advisorSaveFailed });
  const [editing, setEditing] = useState<Editing>(null);
  const [form] = Form.useForm<AdvisorValues>();

  const openForm = (target: Exclude<Editing, null>) => {
    form.resetFields();
    if (target !== 'new') form.setFieldsValue(advisorValuesOf(target));
    setEditing(target);
  };
  const submit = async (values: AdvisorValues) => {
    const current = editing === 'new' ? null : editing;
    const taken = advisors.list.map((each) => each.key);
    if (await advisors.apply((list) => withEntry(list, advisorEntry(values, current, taken)))) setEditing(null);
  };

  return (
    <Modal open={open} title={S.advisors} onCancel={onClose} footer={null} width={960} destroyOnHidden>
      {advisors.loadError && !advisors.ready ? <LoadFailure error={advisors.loadError} fallback={S.loadFailed} onRetry={advisors.reload} style={{ marginBottom: 12 }} /> : null}
      <Button type="primary" icon={<PlusOutlined />} disabled={!advisors.ready} onClick={() => openForm('new')} style={{ marginBottom: 12 }}>
        {S.addAdvisor}
      </Button>
      <Table<AdvisorEntry>
        rowKey="key"
        size="small"
        loading={!advisors.ready && !advisors.loadError}
        dataSource={advisors.list}
        pagination={false}
        scroll={{ x: 760 }}
        columns={[
          { title: S.columns.name, dataIndex: 'name', render: (name: string, entry) => <span data-advisor-row={entry.key}>{name}</span> },
          { title: S.columns.key, dataIndex: 'key' },
          { title: S.columns.model, dataIndex: 'model', render: (model: string) => model || <Typography.Text type="secondary">{S.defaultModel}</Typography.Text> },
          { title: S.columns.systemMessage, dataIndex: 'systemMessage', render: (text: string) => systemMessagePreview(text) },
          { title: S.columns.webSearch, dataIndex: 'enableWebsearch', render: (on: boolean) => (on ? <Tag color="blue">{CHAT_TEXT.webSearchTag}</Tag> : null) },
          {
            title: S.columns.actions,
            key: 'actions',
            fixed: 'right',
            render: (_, entry) => (
              <Space>
                <Button size="small" icon={<EditOutlined />} aria-label={`${S.edit} ${entry.name}`} onClick={() => openForm(entry)} />
                <Popconfirm title={S.confirmDelete} okText={S.yes} cancelText={S.no} okButtonProps={{ danger: true }} onConfirm={() => advisors.apply((list) => withoutEntry(list, entry.key))}>
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${S.delete} ${entry.name}`} />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? S.addAdvisor : S.editAdvisor}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={S.save}
        cancelText={S.cancel}
        confirmLoading={advisors.saving}
        width={720}
        forceRender
      >
        <Form<AdvisorValues> form={form} layout="vertical" name="assistant-advisor" onFinish={(values) => void submit(values)}>
          <Form.Item name="name" label={S.name}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="description" label={S.description}>
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item name="model" label={S.model}>
            <ModelSelect label={S.model} />
          </Form.Item>
          <Form.Item name="systemMessage" label={S.systemMessage}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} />
          </Form.Item>
          <Form.Item name="enableWebsearch" label={S.webSearch} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Modal>
  );
}
