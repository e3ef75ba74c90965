import type { AiCatalogModel } from '@k9/contracts/ai/ai.types';
import { MODEL_PICKER_TEXT } from '../../model-choices';
import { Button, Card, Form, Input, InputNumber, Modal, Segmented, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../../api/errors';
import { useFormToast } from '../../../../app/use-form-toast';
import { useAddAiModelMutation, useAiModelsQuery, useUpdateAiModelMutation, type NewModel } from '../../ai.api';
import { AI_ADMIN_TEXT } from '../ai-admin.messages';
import { SettingsCard } from './settings-card';
import { LoadFailure } from '../../../../app/load-failure';

const TEXT = AI_ADMIN_TEXT.models;
const KINDS = ['text', 'image', 'voice', 'embedding'] as const;
const PROVIDERS = ['openai', 'openrouter', 'google', 'espeak'] as const;
type PriceForm = { inputPerMillionTokens?: number | null; outputPerMillionTokens?: number | null; perImage?: number | null; perMinuteOfSpeech?: number | null };

const priceText = (model: AiCatalogModel) => {
  const { inputPerMillionTokens: i, outputPerMillionTokens: o, perImage, perMinuteOfSpeech } = model.prices;
  const parts = [i !== null || o !== null ? `${i ?? '—'} / ${o ?? '—'}` : null, perImage !== null ? `${perImage}/ảnh` : null, perMinuteOfSpeech !== null ? `${perMinuteOfSpeech}/phút` : null];
  return parts.filter(Boolean).join(' · ') || '—';
};

/** The model catalog: built-in and added models, renamed, hidden or priced by admins (each change an event). */
export function ModelsPanel() {
  const { data, isLoading, error, refetch } = useAiModelsQuery();
  const [kind, setKind] = useState<(typeof KINDS)[number]>('text');
  const [editing, setEditing] = useState<AiCatalogModel | null>(null);
  const [adding, setAdding] = useState(false);
  const [update, { isLoading: saving }] = useUpdateAiModelMutation();
  const [add, { isLoading: creating }] = useAddAiModelMutation();
  const toast = useFormToast('ai-model');
  const [editForm] = Form.useForm<{ displayName: string } & PriceForm>();
  const [addForm] = Form.useForm<NewModel>();
  const models = useMemo(() => (data?.models ?? []).filter((model) => model.kind === kind), [data, kind]);

  const saveEdit = async () => {
    if (!editing) return;
    const { displayName, ...prices } = await editForm.validateFields();
    try {
      await update({ id: editing.id, displayName, prices: Object.fromEntries(Object.entries(prices).map(([key, value]) => [key, value ?? null])) }).unwrap();
      toast.success(TEXT.saved);
      setEditing(null);
    } catch (error) {
      toast.error(errorMessage(error, TEXT.saveFailed));
    }
  };
  const saveNew = async () => {
    const values = await addForm.validateFields();
    try {
      await add(values).unwrap();
      toast.success(TEXT.added);
      setAdding(false);
      addForm.resetFields();
    } catch (error) {
      toast.error(errorMessage(error, TEXT.saveFailed));
    }
  };
  const toggleHidden = async (model: AiCatalogModel, hidden: boolean) => {
    try {
      await update({ id: model.id, hidden }).unwrap();
    } catch (error) {
      toast.error(errorMessage(error, TEXT.saveFailed));
    }
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {error ? <LoadFailure error={error} onRetry={refetch} /> : null}
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Segmented value={kind} onChange={(value) => setKind(value as (typeof KINDS)[number])} options={KINDS.map((value) => ({ value, label: TEXT.kinds[value] }))} />
        <Button type="primary" onClick={() => setAdding(true)}>
          {TEXT.add}
        </Button>
      </Space>
      <Typography.Text type="secondary">{TEXT.hiddenNote}</Typography.Text>
      <Table<AiCatalogModel>
        rowKey="id"
        loading={isLoading}
        dataSource={models}
        pagination={false}
        scroll={{ x: 900 }}
        columns={[
          {
            title: TEXT.name,
            render: (_, model) => (
              <Space wrap size={4}>
                {model.displayName}
                {model.builtIn ? <Tag>{TEXT.builtIn}</Tag> : null}
                {model.configured ? null : <Tag color="orange">{MODEL_PICKER_TEXT.notConfigured}</Tag>}
                {data && Object.values(data.defaults).includes(model.id) ? <Tag color="blue">{TEXT.defaultFor}</Tag> : null}
              </Space>
            ),
          },
          { title: TEXT.id, dataIndex: 'id', render: (id: string) => <Typography.Text code>{id}</Typography.Text> },
          { title: TEXT.provider, dataIndex: 'provider' },
          { title: TEXT.providerModelId, dataIndex: 'providerModelId' },
          { title: TEXT.prices, render: (_, model) => priceText(model) },
          {
            title: TEXT.hidden,
            render: (_, model) => (
              <Switch size="small" checked={model.hidden} aria-label={`${TEXT.hidden} ${model.displayName}`} onChange={(checked) => void toggleHidden(model, checked)} />
            ),
          },
          {
            title: '',
            render: (_, model) => (
              <Button
                size="small"
                aria-label={`${TEXT.edit} ${model.displayName}`}
                onClick={() => {
                  setEditing(model);
                  editForm.setFieldsValue({ displayName: model.displayName, ...model.prices });
                }}
              >
                {TEXT.edit}
              </Button>
            ),
          },
        ]}
      />
      <SettingsCard voices={(data?.models ?? []).filter((model) => model.kind === 'voice')} />
      <Modal open={!!editing} title={editing?.id} onCancel={() => setEditing(null)} onOk={() => void saveEdit()} okText={TEXT.save} cancelText={TEXT.cancel} confirmLoading={saving} destroyOnHidden>
        <Form form={editForm} layout="vertical">
          <Form.Item name="displayName" label={TEXT.name} rules={[{ required: true, whitespace: true, max: 100, message: 'Tên hiển thị phải có từ 1 đến 100 ký tự.' }]}>
            <Input />
          </Form.Item>
          <Card size="small" title={TEXT.prices}>
            <Form.Item name="inputPerMillionTokens" label={TEXT.priceIn}><InputNumber min={0} style={{ width: '100%' }} /></Form.Item>
            <Form.Item name="outputPerMillionTokens" label={TEXT.priceOut}><InputNumber min={0} style={{ width: '100%' }} /></Form.Item>
            <Form.Item name="perImage" label={TEXT.priceImage}><InputNumber min={0} style={{ width: '100%' }} /></Form.Item>
            <Form.Item name="perMinuteOfSpeech" label={TEXT.priceSpeech}><InputNumber min={0} style={{ width: '100%' }} /></Form.Item>
          </Card>
        </Form>
      </Modal>
      <Modal open={adding} title={TEXT.add} onCancel={() => setAdding(false)} onOk={() => void saveNew()} okText={TEXT.save} cancelText={TEXT.cancel} confirmLoading={creating} destroyOnHidden>
        <Form form={addForm} layout="vertical" initialValues={{ kind: 'text', provider: 'openai' }}>
          <Form.Item name="id" label={TEXT.id} rules={[{ required: true, pattern: /^[A-Za-z0-9][A-Za-z0-9._/:-]{0,99}$/, message: 'Mã mô hình chỉ gồm chữ, số và các ký tự . _ - / : (tối đa 100 ký tự).' }]}>
            <Input />
          </Form.Item>
          <Form.Item name="displayName" label={TEXT.name} rules={[{ required: true, whitespace: true, max: 100, message: 'Tên hiển thị phải có từ 1 đến 100 ký tự.' }]}>
            <Input />
          </Form.Item>
          <Form.Item name="kind" label={TEXT.kind}>
            <Select options={KINDS.map((value) => ({ value, label: TEXT.kinds[value] }))} />
          </Form.Item>
          <Form.Item name="provider" label={TEXT.provider}>
            <Select options={PROVIDERS.map((value) => ({ value, label: value }))} />
          </Form.Item>
          <Form.Item name="providerModelId" label={TEXT.providerModelId} rules={[{ required: true, whitespace: true, max: 200, message: 'Mã mô hình của nhà cung cấp phải có từ 1 đến 200 ký tự.' }]}>
            <Input />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.kind !== b.kind}>
            {({ getFieldValue }) =>
              getFieldValue('kind') === 'embedding' ? (
                <Form.Item name="dimension" label={TEXT.dimension} rules={[{ required: true, message: 'Số chiều phải là số nguyên từ 1 đến 10000.' }]}>
                  <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              ) : null
            }
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
