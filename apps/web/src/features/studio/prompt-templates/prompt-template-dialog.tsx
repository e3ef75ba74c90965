import type { AdvisorOption, VisiblePromptTemplate } from '@k9/domain/studio/prompt-templates/rules/prompt-templates';
import { PROMPT_TEMPLATE_LIMITS, promptTemplatePreview } from '@k9/domain/studio/prompt-templates/rules/prompt-templates';
import { Button, Form, Input, Modal, Popconfirm, Radio, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { LoadFailure } from '../../../app/load-failure';
import { useFormToast } from '../../../app/use-form-toast';
import { PROMPT_TEMPLATE_TEXT as TEXT } from './prompt-templates.messages';
import {
  useAddPromptTemplateMutation,
  useDeletePromptTemplateMutation,
  useEditPromptTemplateMutation,
  usePromptTemplatesQuery,
  useRestoreDefaultPromptTemplatesMutation,
} from './studio-prompt-templates.api';

type FormValues = { label?: string; template?: string; defaultAdvisor?: string; type?: 'personal' | 'shared' };
/** null: closed; 'new': adding; else the template being edited. */
type Editing = null | 'new' | VisiblePromptTemplate;

const advisorName = (advisors: readonly AdvisorOption[], key: string | undefined) => (key ? (advisors.find((advisor) => advisor.key === key)?.name ?? key) : '—');

/** Prompt template settings (spec 1 §2.8, width 1000): shared plus own templates; add, edit, delete, restore the defaults. */
export function PromptTemplateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data, isFetching, error, refetch } = usePromptTemplatesQuery(undefined, { skip: !open });
  const [add, { isLoading: adding }] = useAddPromptTemplateMutation();
  const [edit, { isLoading: editing }] = useEditPromptTemplateMutation();
  const [remove] = useDeletePromptTemplateMutation();
  const [restore, { isLoading: restoring }] = useRestoreDefaultPromptTemplatesMutation();
  const toast = useFormToast('prompt-templates');
  const [form] = Form.useForm<FormValues>();
  const [current, setCurrent] = useState<Editing>(null);
  const advisors = data?.advisors ?? [];
  const canWriteShared = data?.canWriteShared ?? false;

  const openForm = (target: Exclude<Editing, null>) => {
    setCurrent(target);
    form.resetFields();
    if (target === 'new') form.setFieldsValue({ defaultAdvisor: advisors[0]?.key, type: canWriteShared ? 'shared' : 'personal' });
    else form.setFieldsValue({ label: target.label, template: target.template, defaultAdvisor: target.defaultAdvisor });
  };

  const submit = async () => {
    const values = form.getFieldsValue();
    const fields = { label: values.label?.trim() ?? '', template: values.template ?? '', defaultAdvisor: values.defaultAdvisor ?? '' };
    if (!fields.label || !fields.template.trim()) return toast.warning(TEXT.required);
    try {
      if (current === 'new') await add({ ...fields, shared: values.type === 'shared' }).unwrap();
      else if (current) await edit({ key: current.key, ...fields }).unwrap();
      toast.success(TEXT.saved);
      setCurrent(null);
    } catch (error) {
      toast.error(failureMessage(TEXT.saveFailed, error));
    }
  };

  const deleteTemplate = async (template: VisiblePromptTemplate) => {
    try {
      await remove(template.key).unwrap();
      toast.success(TEXT.deleted);
    } catch (error) {
      toast.error(failureMessage(TEXT.saveFailed, error));
    }
  };

  const restoreDefaults = async () => {
    try {
      await restore().unwrap();
      toast.success(TEXT.restored);
    } catch (error) {
      toast.error(failureMessage(TEXT.restoreFailed, error));
    }
  };

  const writable = (template: VisiblePromptTemplate) => template.type === 'personal' || canWriteShared;

  return (
    <Modal open={open} onCancel={onClose} title={TEXT.title} width={1000} footer={null} destroyOnHidden>
      {error ? <LoadFailure error={error} fallback={TEXT.loadFailed} onRetry={refetch} style={{ marginBottom: 12 }} /> : null}
      <Space style={{ marginBottom: 12 }} wrap>
        <Button type="primary" onClick={() => openForm('new')}>
          {TEXT.add}
        </Button>
        {canWriteShared && (
          <Popconfirm title={TEXT.confirmRestore} okText={TEXT.yes} cancelText={TEXT.no} onConfirm={restoreDefaults}>
            <Button loading={restoring}>{TEXT.restore}</Button>
          </Popconfirm>
        )}
      </Space>
      <Table<VisiblePromptTemplate>
        rowKey={(row) => `${row.type}:${row.key}`}
        loading={isFetching}
        dataSource={data?.data ?? []}
        pagination={false}
        size="small"
        scroll={{ x: 800, y: 480 }}
        columns={[
          { title: TEXT.columns.label, dataIndex: 'label', width: 200 },
          { title: TEXT.columns.preview, dataIndex: 'template', render: (template: string) => promptTemplatePreview(template) },
          { title: TEXT.columns.advisor, dataIndex: 'defaultAdvisor', width: 150, render: (key: string | undefined) => advisorName(advisors, key) },
          {
            title: TEXT.columns.type,
            dataIndex: 'type',
            width: 110,
            render: (type: VisiblePromptTemplate['type']) => <Tag color={type === 'personal' ? 'blue' : 'default'}>{TEXT.types[type]}</Tag>,
          },
          {
            title: TEXT.columns.actions,
            key: 'actions',
            width: 140,
            render: (_: unknown, row: VisiblePromptTemplate) => (
              <Space size="small">
                <Button size="small" disabled={!writable(row)} onClick={() => openForm(row)} aria-label={`${TEXT.edit} ${row.label}`}>
                  {TEXT.edit}
                </Button>
                <Popconfirm title={TEXT.confirmDelete} okText={TEXT.yes} cancelText={TEXT.no} onConfirm={() => deleteTemplate(row)} disabled={!writable(row)}>
                  <Button size="small" danger disabled={!writable(row)} aria-label={`${TEXT.delete} ${row.label}`}>
                    {TEXT.delete}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={current !== null}
        title={current === 'new' ? TEXT.formAdd : TEXT.formEdit}
        onCancel={() => setCurrent(null)}
        onOk={submit}
        okText={TEXT.save}
        cancelText={TEXT.cancel}
        confirmLoading={adding || editing}
        width={640}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item name="label" label={TEXT.label} required>
            <Input maxLength={PROMPT_TEMPLATE_LIMITS.labelMax} />
          </Form.Item>
          <Form.Item name="template" label={TEXT.template} required extra={TEXT.templateHelp}>
            <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={PROMPT_TEMPLATE_LIMITS.templateMax} />
          </Form.Item>
          <Form.Item name="defaultAdvisor" label={TEXT.advisor}>
            <Select allowClear options={advisors.map((advisor) => ({ value: advisor.key, label: advisor.name }))} />
          </Form.Item>
          {current === 'new' && canWriteShared && (
            <Form.Item name="type" label={TEXT.type}>
              <Radio.Group options={(['shared', 'personal'] as const).map((value) => ({ value, label: TEXT.types[value] }))} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Modal>
  );
}
