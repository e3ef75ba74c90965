import { ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Modal, Popconfirm, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { LoadFailure } from '../../../app/load-failure';
import { useFormToast } from '../../../app/use-form-toast';
import { CHAT_TEXT } from '../assistant.messages';
import { pipelineEntriesOf, pipelineEntry, pipelineProblem, pipelineValuesOf, withEntry, withoutEntry, type PipelineEntry, type PipelineValues } from './advisor-settings';
import { ModelSelect } from './model-select';
import { useAdvisorList } from './use-advisor-list';

const S = CHAT_TEXT.settings;
/** null: the form is closed; 'new': adding; else the pipeline being edited. */
type Editing = null | 'new' | PipelineEntry;

const NEW_PIPELINE: PipelineValues = { isPipeline: true, steps: [{ enableWebsearch: false }] };

/**
 * AI_PIPELINE_SETTING (spec 2 §2.9, §3, §5.8, §8.6): the table with add, edit and delete, and the step editor (each
 * step's name, model, system message and web-search switch, in the order they run). A name is required and a
 * multi-step pipeline needs a step, with the spec's messages.
 */
export function PipelineSettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const pipelines = useAdvisorList('AI_PIPELINE_SETTING', open, pipelineEntriesOf, { saved: S.pipelineSaved, saveFailed: S.pipelineSaveFailed });
  const toast = useFormToast('assistant-pipeline-form');
  const [editing, setEditing] = useState<Editing>(null);
  const [form] = Form.useForm<PipelineValues>();
  const isPipeline = Form.useWatch('isPipeline', form) !== false;

  const openForm = (target: Exclude<Editing, null>) => {
    form.resetFields();
    form.setFieldsValue(target === 'new' ? NEW_PIPELINE : pipelineValuesOf(target));
    setEditing(target);
  };
  const submit = async () => {
    const values = form.getFieldsValue(true) as PipelineValues;
    const problem = pipelineProblem(values);
    if (problem) {
      toast.warning(problem);
      void form.validateFields().catch(() => undefined);
      return;
    }
    const current = editing === 'new' ? null : editing;
    const taken = pipelines.list.map((each) => each.key);
    if (await pipelines.apply((list) => withEntry(list, pipelineEntry(values, current, taken)))) setEditing(null);
  };

  return (
    <Modal open={open} title={S.pipelines} onCancel={onClose} footer={null} width={960} destroyOnHidden>
      {pipelines.loadError && !pipelines.ready ? <LoadFailure error={pipelines.loadError} fallback={S.loadFailed} onRetry={pipelines.reload} style={{ marginBottom: 12 }} /> : null}
      <Button type="primary" icon={<PlusOutlined />} disabled={!pipelines.ready} onClick={() => openForm('new')} style={{ marginBottom: 12 }}>
        {S.addPipeline}
      </Button>
      <Table<PipelineEntry>
        rowKey="key"
        size="small"
        loading={!pipelines.ready && !pipelines.loadError}
        dataSource={pipelines.list}
        pagination={false}
        scroll={{ x: 640 }}
        columns={[
          { title: S.columns.name, dataIndex: 'name', render: (name: string, entry) => <span data-pipeline-row={entry.key}>{name}</span> },
          { title: S.columns.key, dataIndex: 'key' },
          { title: S.description, dataIndex: 'description' },
          { title: S.columns.steps, key: 'steps', render: (_, entry) => (entry.isPipeline ? entry.steps.length : <Tag>1</Tag>) },
          {
            title: S.columns.actions,
            key: 'actions',
            fixed: 'right',
            render: (_, entry) => (
              <Space>
                <Button size="small" icon={<EditOutlined />} aria-label={`${S.edit} ${entry.name}`} onClick={() => openForm(entry)} />
                <Popconfirm title={S.confirmDelete} okText={S.yes} cancelText={S.no} okButtonProps={{ danger: true }} onConfirm={() => pipelines.apply((list) => withoutEntry(list, entry.key))}>
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${S.delete} ${entry.name}`} />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? S.addPipeline : S.editPipeline}
        onCancel={() => setEditing(null)}
        onOk={() => void submit()}
        okText={S.save}
        cancelText={S.cancel}
        confirmLoading={pipelines.saving}
        width={820}
        forceRender
      >
        <Form<PipelineValues> form={form} layout="vertical" name="assistant-pipeline">
          <Form.Item name="name" label={S.name} rules={[{ required: true, whitespace: true, message: CHAT_TEXT.pipelineNameRequired }]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="description" label={S.description}>
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item name="isPipeline" label={S.isPipeline} valuePropName="checked">
            <Switch />
          </Form.Item>
          {isPipeline ? (
            <StepsEditor />
          ) : (
            <>
              <Form.Item name="model" label={S.model}>
                <ModelSelect label={S.model} />
              </Form.Item>
              <Form.Item name="systemMessage" label={S.systemMessage}>
                <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
              </Form.Item>
              <Form.Item name="enableWebsearch" label={S.webSearch} valuePropName="checked">
                <Switch />
              </Form.Item>
            </>
          )}
        </Form>
      </Modal>
    </Modal>
  );
}

/** The step editor: the steps in the order they run, each with its name, model, system message and web-search switch. */
function StepsEditor() {
  return (
    <Form.List name="steps">
      {(fields, { add, remove, move }) => (
        <section aria-label={S.steps} style={{ display: 'grid', gap: 12 }}>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              data-step={index + 1}
              title={S.step(index + 1)}
              extra={
                <Space>
                  {index > 0 ? <Button size="small" icon={<ArrowUpOutlined />} aria-label={S.moveUp(index + 1)} onClick={() => move(index, index - 1)} /> : null}
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={S.removeStep(index + 1)} onClick={() => remove(index)} />
                </Space>
              }
            >
              <Form.Item name={[field.name, 'name']} label={S.stepName}>
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item name={[field.name, 'model']} label={S.model}>
                <ModelSelect label={`${S.model} ${S.step(index + 1)}`} />
              </Form.Item>
              <Form.Item name={[field.name, 'systemMessage']} label={S.systemMessage}>
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} />
              </Form.Item>
              <Form.Item name={[field.name, 'enableWebsearch']} label={S.webSearch} valuePropName="checked" style={{ marginBottom: 0 }}>
                <Switch />
              </Form.Item>
            </Card>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ enableWebsearch: false })}>
            {S.addStep}
          </Button>
        </section>
      )}
    </Form.List>
  );
}
