import type { AiFlowConfig } from '@k9/domain/studio/flow-configs/flow-config.types';
import { isFirstStep, STEP_MODEL_KIND } from '@k9/domain/studio/flow-configs/rules/flow-config-rules';
import { Button, Card, Empty, Form, Input, List, Modal, Popconfirm, Select, Space, Spin, Switch, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { LoadFailure } from '../../../app/load-failure';
import { useFormToast } from '../../../app/use-form-toast';
import { useAiModelsQuery } from '../../ai/ai.api';
import { modelOptions } from '../../ai/model-options';
import { FLOW_CONFIG_TEXT as TEXT } from './flow-configs.messages';
import { useCreateFlowConfigMutation, useDeleteFlowConfigMutation, useFlowConfigsQuery, useSaveFlowConfigMutation } from './studio-flow-configs.api';

type EditorValues = Pick<AiFlowConfig, 'name' | 'layout' | 'aiConfigs'>;

/** The AI config manager (spec 1 §2.7 dialogs): list, create with the defaults, edit the five steps, delete with confirmation. */
export function FlowConfigManagerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: configs = [], isLoading, error, refetch } = useFlowConfigsQuery(undefined, { skip: !open });
  const { data: catalog } = useAiModelsQuery(undefined, { skip: !open });
  const [create, { isLoading: creating }] = useCreateFlowConfigMutation();
  const [save, { isLoading: saving }] = useSaveFlowConfigMutation();
  const [remove] = useDeleteFlowConfigMutation();
  const toast = useFormToast('flow-configs');
  const [newName, setNewName] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [form] = Form.useForm<EditorValues>();
  const selected = useMemo(() => configs.find((config) => config.id === selectedId) ?? null, [configs, selectedId]);
  const models = catalog?.models ?? [];

  useEffect(() => {
    if (selected) form.setFieldsValue({ name: selected.name, layout: selected.layout, aiConfigs: selected.aiConfigs });
  }, [selected, form]);

  const createConfig = async () => {
    if (!newName.trim()) return toast.warning(TEXT.nameRequired);
    try {
      const config = await create({ name: newName.trim() }).unwrap();
      toast.success(TEXT.created);
      setNewName('');
      setSelectedId(config.id);
    } catch (error) {
      toast.error(failureMessage(TEXT.createFailed, error));
    }
  };

  const saveConfig = async () => {
    if (!selected) return;
    const values = form.getFieldsValue(true) as EditorValues;
    if (!values.name?.trim()) return toast.warning(TEXT.nameRequired);
    try {
      await save({ id: selected.id, name: values.name, layout: values.layout, aiConfigs: values.aiConfigs, version: selected.version }).unwrap();
      toast.success(TEXT.saved);
    } catch (error) {
      toast.error(failureMessage(TEXT.saveFailed, error));
    }
  };

  const deleteConfig = async (config: AiFlowConfig) => {
    try {
      await remove(config.id).unwrap();
      toast.success(TEXT.deleted);
      if (selectedId === config.id) setSelectedId(null);
    } catch (error) {
      toast.error(failureMessage(TEXT.deleteFailed, error));
    }
  };

  return (
    <Modal open={open} onCancel={onClose} title={TEXT.title} width={1100} footer={null} destroyOnHidden>
      {error ? <LoadFailure error={error} fallback={TEXT.loadFailed} onRetry={refetch} style={{ marginBottom: 12 }} /> : null}
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <div style={{ flex: '0 0 300px', minWidth: 0 }}>
          <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
            <Input aria-label={TEXT.newName} placeholder={TEXT.newName} value={newName} onChange={(event) => setNewName(event.target.value)} onPressEnter={createConfig} maxLength={200} />
            <Button type="primary" loading={creating} onClick={createConfig}>
              {TEXT.create}
            </Button>
          </Space.Compact>
          <Spin spinning={isLoading}>
            <List
              bordered
              locale={{ emptyText: TEXT.empty }}
              dataSource={configs}
              renderItem={(config) => (
                <List.Item
                  onClick={() => setSelectedId(config.id)}
                  style={{ cursor: 'pointer', background: config.id === selectedId ? 'rgba(22, 119, 255, 0.08)' : undefined }}
                  actions={[
                    <Popconfirm key="delete" title={TEXT.confirmDelete} okText={TEXT.yes} cancelText={TEXT.no} onConfirm={() => deleteConfig(config)}>
                      <Button size="small" danger onClick={(event) => event.stopPropagation()}>
                        {TEXT.delete}
                      </Button>
                    </Popconfirm>,
                  ]}
                >
                  <Space orientation="vertical" size={0} style={{ minWidth: 0 }}>
                    <Typography.Text strong ellipsis>
                      {config.name}
                    </Typography.Text>
                    <Tag>{TEXT.layouts[config.layout]}</Tag>
                  </Space>
                </List.Item>
              )}
            />
          </Spin>
        </div>
        <div style={{ flex: '1 1 480px', minWidth: 0 }}>
          {selected ? (
            <Form form={form} layout="vertical" key={selected.id}>
              <Space wrap style={{ width: '100%' }} align="start">
                <Form.Item name="name" label={TEXT.name} style={{ minWidth: 280 }}>
                  <Input maxLength={200} />
                </Form.Item>
                <Form.Item name="layout" label={TEXT.layout}>
                  <Select style={{ width: 160 }} options={(['slide', 'article'] as const).map((value) => ({ value, label: TEXT.layouts[value] }))} />
                </Form.Item>
                <Typography.Text type="secondary">
                  {TEXT.createdBy}: {selected.user_create ?? '—'} · {TEXT.version} {selected.version}
                </Typography.Text>
              </Space>
              {selected.aiConfigs.map((step, index) => (
                <Card key={step.name} size="small" title={step.name} style={{ marginBottom: 8 }} data-step={step.name}>
                  <Space wrap align="start">
                    <Form.Item name={['aiConfigs', index, 'model']} label={TEXT.model} style={{ minWidth: 260 }}>
                      <Select aria-label={`${TEXT.model} ${step.name}`} showSearch={{ optionFilterProp: 'title' }} options={modelOptions(models, STEP_MODEL_KIND[step.name], step.model)} />
                    </Form.Item>
                    <Form.Item name={['aiConfigs', index, 'isUse']} label={TEXT.isUse} valuePropName="checked">
                      <Switch aria-label={`${TEXT.isUse} ${step.name}`} />
                    </Form.Item>
                    {!isFirstStep(step.name) && (
                      <Form.Item name={['aiConfigs', index, 'useUserPrompt']} label={TEXT.useUserPrompt} valuePropName="checked">
                        <Switch aria-label={`${TEXT.useUserPrompt} ${step.name}`} />
                      </Form.Item>
                    )}
                    {isFirstStep(step.name) && (
                      <Form.Item name={['aiConfigs', index, 'sendDirectToOutput']} label={TEXT.sendDirectToOutput} valuePropName="checked">
                        <Switch aria-label={`${TEXT.sendDirectToOutput} ${step.name}`} />
                      </Form.Item>
                    )}
                  </Space>
                  <Form.Item name={['aiConfigs', index, 'systemMessage']} label={TEXT.systemMessage} style={{ marginBottom: 0 }}>
                    <Input.TextArea aria-label={`${TEXT.systemMessage} ${step.name}`} autoSize={{ minRows: 2, maxRows: 8 }} maxLength={20_000} />
                  </Form.Item>
                </Card>
              ))}
              <Button type="primary" loading={saving} onClick={saveConfig}>
                {TEXT.save}
              </Button>
            </Form>
          ) : (
            <Empty description={TEXT.pick} />
          )}
        </div>
      </div>
    </Modal>
  );
}
