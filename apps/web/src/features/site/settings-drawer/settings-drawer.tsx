import { Alert, Button, Drawer, Form, Grid, Input, Select, Typography } from 'antd';
import { errorMessage } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { formatDateTime } from '../../../app/datetime';
import { settingStreamId } from '../setting-types';
import { useGetSettingTypesQuery } from '../site.api';
import { useSettingEditor, type SettingEditor } from '../setting-editor/use-setting-editor';
import { GradingSettingForm } from '../grading-setting/grading-setting-form';
import { GRADING_SETTING_TYPE } from '../grading-setting/grading-setting';
import { AuditList } from './audit-list';
import { SETTINGS_TEXT } from './settings-drawer.messages';
import { LoadFailure } from '../../../app/load-failure';

type Props = { open: boolean; onClose: () => void };
type FormValues = { type?: string; json: string };

const toText = (setting: unknown): string => (setting === null || setting === undefined ? '' : JSON.stringify(setting, null, 2));

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
  const toast = useFormToast('system-settings');
  const screens = Grid.useBreakpoint();
  const type = Form.useWatch('type', form);
  const settingTypes = useGetSettingTypesQuery(undefined, { skip: !open });
  const typeOptions = (settingTypes.data?.data ?? []).map((row) => ({ value: row.type, label: row.type }));
  // The grading prompt has a form of its own (the built-in prompt filled in, its versions listed), not raw JSON.
  const grading = type === GRADING_SETTING_TYPE;
  // The text is compared as the admin typed it: a newer version replaces it only while it is the loaded text.
  const editor = useSettingEditor(type ?? null, {
    skip: grading,
    fromStored: toText,
    toSetting: (text) => JSON.parse(text) as unknown,
    isSame: (a, b) => a === b,
    holder: {
      read: () => (form.getFieldValue('json') as string | undefined) ?? '',
      fill: (text) => {
        form.setFieldValue('json', text);
        form.setFields([{ name: 'json', errors: [] }]);
      },
    },
  });

  const save = async ({ type: chosen, json }: FormValues) => {
    if (!chosen || chosen !== type || !editor.ready || !parseJson(json).ok) return;
    try {
      await editor.save(json);
      toast.success(SETTINGS_TEXT.saved);
    } catch (saveError) {
      toast.error(errorMessage(saveError, SETTINGS_TEXT.saveFailed));
    }
  };

  const reload = async () => {
    try {
      await editor.reload();
    } catch (loadError) {
      toast.error(errorMessage(loadError, SETTINGS_TEXT.loadFailed));
    }
  };

  const ready = !!type && !grading && editor.ready;

  return (
    <Drawer title={SETTINGS_TEXT.drawerTitle} open={open} onClose={onClose} size={screens.md === false ? '100%' : 720}>
      <Form<FormValues> form={form} layout="vertical" name="system-settings" onFinish={save} requiredMark={false}>
        <Form.Item label={SETTINGS_TEXT.typeLabel} name="type" rules={[{ required: true, message: SETTINGS_TEXT.typeRequired }]}>
          <Select
            showSearch
            placeholder={SETTINGS_TEXT.typePlaceholder}
            options={typeOptions}
            onChange={() => form.setFieldValue('json', '')}
            loading={editor.isFetching}
          />
        </Form.Item>

        {grading ? null : (
          <>
            {type && editor.loadError && !ready ? (
              <LoadFailure error={editor.loadError} fallback={SETTINGS_TEXT.loadFailed} onRetry={editor.reload} style={{ marginBottom: 16 }} />
            ) : null}

            {ready && editor.newerVersion !== null ? (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 16 }}
                title={SETTINGS_TEXT.staleTitle}
                description={SETTINGS_TEXT.staleDescription}
                action={
                  <Button size="small" onClick={() => void reload()}>
                    {SETTINGS_TEXT.reload}
                  </Button>
                }
              />
            ) : null}

            <Form.Item
              label={SETTINGS_TEXT.jsonLabel}
              name="json"
              extra={ready ? <SettingVersion editor={editor} /> : null}
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

            <Button type="primary" htmlType="submit" loading={editor.saving} disabled={!ready}>
              {SETTINGS_TEXT.save}
            </Button>
          </>
        )}
      </Form>

      {grading ? <GradingSettingForm /> : <AuditList streamId={type ? settingStreamId(type) : null} />}
    </Drawer>
  );
}

function SettingVersion({ editor: { base, record } }: { editor: SettingEditor<string> }) {
  if (!base) return null;
  if (base.id === null) return <Typography.Text type="secondary">{SETTINGS_TEXT.neverSaved}</Typography.Text>;
  const updatedAt = record && record.version === base.version ? record.updatedAt : null;
  return (
    <Typography.Text type="secondary">
      {SETTINGS_TEXT.version} {base.version}
      {updatedAt ? ` · ${SETTINGS_TEXT.updatedAt} ${formatDateTime(updatedAt)}` : null}
    </Typography.Text>
  );
}
