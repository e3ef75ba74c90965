import type { SettingRecord } from '@k9/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, App, Button, Drawer, Form, Grid, Input, Select, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../../api/errors';
import { formatDateTime } from '../../../app/datetime';
import { SHARED_SETTING_TYPES, settingStreamId, type SharedSettingType } from '../../site/setting-types';
import { useGetSettingQuery, useSaveSettingMutation } from '../../site/site.api';
import { SETTINGS_TEXT } from '../../site/settings.messages';
import { AuditList } from './audit-list';

type Props = { open: boolean; onClose: () => void };
type FormValues = { type?: SharedSettingType; json: string };
/** What the text in the editor was loaded from: a save is a PUT against exactly this version. */
type Base = { type: string; id: string | null; version: number; text: string };

const TYPE_OPTIONS = SHARED_SETTING_TYPES.map((type) => ({ value: type, label: type }));

const toText = (record: SettingRecord): string =>
  record.setting === null || record.setting === undefined ? '' : JSON.stringify(record.setting, null, 2);

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The admin's generic editor for shared settings, with the setting stream's audit history under it. */
export function SettingsDrawer({ open, onClose }: Props) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const type = Form.useWatch('type', form);
  const [base, setBase] = useState<Base | null>(null);
  const [newerVersion, setNewerVersion] = useState<number | null>(null);

  const { data: record, error, isFetching } = useGetSettingQuery(type ?? skipToken, { refetchOnMountOrArgChange: true });
  const [saveSetting, { isLoading: isSaving }] = useSaveSettingMutation();

  const load = useCallback(
    (loaded: SettingRecord) => {
      const text = toText(loaded);
      setBase({ type: loaded.type, id: loaded.id, version: loaded.version, text });
      setNewerVersion(null);
      form.setFieldValue('json', text);
      form.setFields([{ name: 'json', errors: [] }]);
    },
    [form],
  );

  // Load the chosen type; later versions replace the text only if the admin has not edited it.
  useEffect(() => {
    if (!record || record.type !== type) return;
    if (!base || base.type !== record.type) return load(record);
    if (record.version <= base.version) return;
    if (form.getFieldValue('json') === base.text) load(record);
    else setNewerVersion(record.version);
  }, [record, type, base, form, load]);

  const onTypeChange = () => {
    setBase(null);
    setNewerVersion(null);
    form.setFieldValue('json', '');
  };

  const save = async ({ type: chosen, json }: FormValues) => {
    if (!chosen || !base || base.type !== chosen) return;
    const parsed = parseJson(json);
    if (!parsed.ok) return;
    try {
      const saved = await saveSetting({ type: chosen, setting: parsed.value, id: base.id, version: base.version }).unwrap();
      load(saved);
      void message.success(SETTINGS_TEXT.saved);
    } catch (saveError) {
      void message.error(errorMessage(saveError, SETTINGS_TEXT.saveFailed));
    }
  };

  const ready = !!type && !!base && base.type === type;

  return (
    <Drawer
      title={SETTINGS_TEXT.drawerTitle}
      open={open}
      onClose={onClose}
      size={screens.md === false ? '100%' : 720}
    >
      <Form<FormValues> form={form} layout="vertical" name="system-settings" onFinish={save} requiredMark={false}>
        <Form.Item label={SETTINGS_TEXT.typeLabel} name="type" rules={[{ required: true, message: SETTINGS_TEXT.typeRequired }]}>
          <Select
            showSearch
            placeholder={SETTINGS_TEXT.typePlaceholder}
            options={TYPE_OPTIONS}
            onChange={onTypeChange}
            loading={isFetching}
          />
        </Form.Item>

        {type && error && !ready ? (
          <Alert type="error" showIcon style={{ marginBottom: 16 }} title={errorMessage(error, SETTINGS_TEXT.loadFailed)} />
        ) : null}

        {ready && newerVersion !== null && record ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={SETTINGS_TEXT.staleTitle}
            description={SETTINGS_TEXT.staleDescription}
            action={
              <Button size="small" onClick={() => load(record)}>
                {SETTINGS_TEXT.reload}
              </Button>
            }
          />
        ) : null}

        <Form.Item
          label={SETTINGS_TEXT.jsonLabel}
          name="json"
          extra={ready ? <SettingVersion base={base} record={record} /> : null}
          rules={[
            {
              validator: (_rule, value: string | undefined) =>
                parseJson(value ?? '').ok ? Promise.resolve() : Promise.reject(new Error(SETTINGS_TEXT.jsonInvalid)),
            },
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 10, maxRows: 24 }}
            spellCheck={false}
            disabled={!ready}
            style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 }}
          />
        </Form.Item>

        <Button type="primary" htmlType="submit" loading={isSaving} disabled={!ready}>
          {SETTINGS_TEXT.save}
        </Button>
      </Form>

      <AuditList streamId={type ? settingStreamId(type) : null} />
    </Drawer>
  );
}

function SettingVersion({ base, record }: { base: Base; record: SettingRecord | undefined }) {
  if (base.id === null) return <Typography.Text type="secondary">{SETTINGS_TEXT.neverSaved}</Typography.Text>;
  const updatedAt = record && record.version === base.version ? record.updatedAt : null;
  return (
    <Typography.Text type="secondary">
      {SETTINGS_TEXT.version} {base.version}
      {updatedAt ? ` · ${SETTINGS_TEXT.updatedAt} ${formatDateTime(updatedAt)}` : null}
    </Typography.Text>
  );
}
