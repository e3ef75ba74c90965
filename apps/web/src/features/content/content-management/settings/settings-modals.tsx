import { DeleteOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { BACKGROUND_AUDIO_DEFAULT, CONTENT_SETTING_MESSAGES, type BackgroundAudioSetting, type ReportOverviewSetting } from '@k9/domain/content/rules/content-settings';
import { TAG_SETTING_TYPES, validTagOptions, type ProgramOption, type TagOption, type TagSettingType } from '@k9/domain/content/rules/taxonomy';
import { Button, Form, Input, Modal, Select, Slider, Space, Spin, Switch, Table, Tabs, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '../../../../api/errors';
import { useAppDispatch } from '../../../../app/hooks';
import { useFormToast } from '../../../../app/use-form-toast';
import { GuidelineSettingsModal } from '../../../site/guideline-settings/guideline-settings-modal';
import { useSettingEditor, type SettingEditor } from '../../../site/setting-editor/use-setting-editor';
import { invalidateTagOptions } from '../../content.api';
import { SingleMedia } from '../components/media-fields';
import { ParameterTablesField } from '../reports/parameter-tables';
import { SETTINGS_TEXT as S } from './settings.messages';
import { addTag, removeTag, renameTag, tagListOf } from './taxonomy-lists';
import { useTagList } from './use-tag-list';
import { LoadFailure } from '../../../../app/load-failure';

export type SettingsModal = 'reportOverview' | 'backgroundAudio' | 'guideline' | 'tagOptions' | 'programs' | 'taxonomy';

function LoadState({ editor }: { editor: Pick<SettingEditor<unknown>, 'ready' | 'loadError' | 'reload'> }) {
  if (editor.ready) return null;
  return editor.loadError ? <LoadFailure error={editor.loadError} fallback={S.loadFailed} onRetry={editor.reload} /> : <Spin />;
}

function useFormEditor<V extends object>(type: string, open: boolean, fromStored: (stored: unknown) => V) {
  const [form] = Form.useForm<V>();
  const toast = useFormToast(`setting-${type}`);
  const editor = useSettingEditor<string, V>(type, {
    skip: !open,
    fromStored,
    holder: {
      read: () => ({ ...fromStored(null), ...form.getFieldsValue(true) }),
      fill: (value) => {
        form.resetFields();
        form.setFieldsValue(value as never);
      },
    },
  });
  const save = async (values: V, done: () => void) => {
    try {
      await editor.save(values);
      toast.success(S.saved);
      done();
    } catch (error) {
      toast.error(failureMessage(S.saveFailed, error));
    }
  };
  return { form, editor, save };
}

const overviewOf = (stored: unknown): ReportOverviewSetting => {
  const raw = (stored ?? {}) as Partial<ReportOverviewSetting>;
  return { overview: typeof raw.overview === 'string' ? raw.overview : '', tables: Array.isArray(raw.tables) ? raw.tables : [] };
};

/** REPORT_OVERVIEW (width 900): the overview text (required) and its parameter tables. */
function ReportOverviewModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, editor, save } = useFormEditor('REPORT_OVERVIEW', open, overviewOf);
  return (
    <Modal title={S.overviewTitle} open={open} onCancel={onClose} onOk={() => form.submit()} okText={S.save} cancelText={S.cancel} confirmLoading={editor.saving} okButtonProps={{ disabled: !editor.ready }} width={900} destroyOnHidden>
      <LoadState editor={editor} />
      <Form form={form} layout="vertical" onFinish={(values: ReportOverviewSetting) => void save(values, onClose)}>
        <Form.Item name="overview" label={S.overview} rules={[{ required: true, whitespace: true, message: CONTENT_SETTING_MESSAGES.overviewRequired }]}>
          <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} />
        </Form.Item>
        <Form.Item name="tables" label={S.tables}>
          <ParameterTablesField />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const audioOf = (stored: unknown): BackgroundAudioSetting => {
  const raw = (stored ?? {}) as Partial<BackgroundAudioSetting>;
  return {
    enabled: typeof raw.enabled === 'boolean' ? raw.enabled : BACKGROUND_AUDIO_DEFAULT.enabled,
    audioUrl: typeof raw.audioUrl === 'string' && raw.audioUrl ? raw.audioUrl : null,
    volume: typeof raw.volume === 'number' && raw.volume >= 0 && raw.volume <= 1 ? raw.volume : BACKGROUND_AUDIO_DEFAULT.volume,
  };
};

const TEST_SECONDS = 30;

/** BACKGROUND_AUDIO: enabled, the file, volume 0-1 in steps of 0.01 (default 0.5), a 30 s test playback. */
function BackgroundAudioModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, editor, save } = useFormEditor('BACKGROUND_AUDIO', open, audioOf);
  const toast = useFormToast('background-audio-test');
  const audio = useRef<HTMLAudioElement | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const [testing, setTesting] = useState(false);
  const url = Form.useWatch('audioUrl', form) as string | null | undefined;
  const volume = Form.useWatch('volume', form) as number | undefined;

  const stop = () => {
    window.clearTimeout(timer.current);
    audio.current?.pause();
    audio.current = null;
    setTesting(false);
  };
  useEffect(() => stop, []);
  useEffect(() => {
    if (audio.current && volume !== undefined) audio.current.volume = volume;
  }, [volume]);

  const test = async () => {
    if (testing) return stop();
    if (!url) return toast.warning(S.noAudio);
    const player = new Audio(url);
    player.volume = volume ?? BACKGROUND_AUDIO_DEFAULT.volume;
    audio.current = player;
    try {
      await player.play();
      setTesting(true);
      timer.current = window.setTimeout(stop, TEST_SECONDS * 1000);
    } catch {
      stop();
      toast.error(S.cannotPlay);
    }
  };

  return (
    <Modal
      title={S.audioTitle}
      open={open}
      onCancel={() => {
        stop();
        onClose();
      }}
      onOk={() => form.submit()}
      okText={S.save}
      cancelText={S.cancel}
      confirmLoading={editor.saving}
      okButtonProps={{ disabled: !editor.ready }}
      destroyOnHidden
    >
      <LoadState editor={editor} />
      <Form form={form} layout="vertical" onFinish={(values: BackgroundAudioSetting) => void save({ ...values, audioUrl: values.audioUrl || null }, onClose)}>
        <Form.Item name="enabled" label={S.enabled} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="audioUrl" label={S.audioFile}>
          <SingleMedia purpose="audio" accept="audio/*" kind="background" />
        </Form.Item>
        <Form.Item name="volume" label={S.volume}>
          <Slider min={0} max={1} step={0.01} />
        </Form.Item>
        <Button icon={testing ? <PauseCircleOutlined /> : <PlayCircleOutlined />} onClick={() => void test()}>
          {testing ? S.stopTest : S.test}
        </Button>
      </Form>
    </Modal>
  );
}

const TAG_LABELS: Record<TagSettingType, string> = { TAG1_OPTIONS: S.tag1, TAG2_OPTIONS: S.tag2, TAG3_OPTIONS: S.tag3, TAG4_OPTIONS: S.tag4 };

/** TAG1-4 options at once (spec 3 screen 1 "tag options config"): names only; programs' details live in the program manager. */
function TagOptionsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useFormToast('tag-options');
  const dispatch = useAppDispatch();
  const editors = {
    TAG1_OPTIONS: useSettingEditor<string, TagOption[]>('TAG1_OPTIONS', { skip: !open, fromStored: (stored) => tagListOf('TAG1_OPTIONS', stored) }),
    TAG2_OPTIONS: useSettingEditor<string, TagOption[]>('TAG2_OPTIONS', { skip: !open, fromStored: (stored) => tagListOf('TAG2_OPTIONS', stored) }),
    TAG3_OPTIONS: useSettingEditor<string, TagOption[]>('TAG3_OPTIONS', { skip: !open, fromStored: (stored) => tagListOf('TAG3_OPTIONS', stored) }),
    TAG4_OPTIONS: useSettingEditor<string, ProgramOption[]>('TAG4_OPTIONS', { skip: !open, fromStored: (stored) => tagListOf('TAG4_OPTIONS', stored) as ProgramOption[] }),
  };
  const [saving, setSaving] = useState(false);
  const ready = TAG_SETTING_TYPES.every((type) => editors[type].ready);

  const names = (type: TagSettingType) => (editors[type].value ?? []).map((item) => item.label);
  const setNames = (type: TagSettingType, labels: string[]) => {
    const previous = new Map((editors[type].value ?? []).map((item) => [item.label, item]));
    const next = labels.map((label) => previous.get(label) ?? (type === 'TAG4_OPTIONS' ? { value: label, label, description: '', imageUrl: null } : { value: label, label }));
    (editors[type].setValue as (value: TagOption[]) => void)(next);
  };

  const save = async () => {
    setSaving(true);
    try {
      for (const type of TAG_SETTING_TYPES) {
        const editor = editors[type];
        if (!editor.isDirty()) continue;
        await (editor.save as (value: unknown) => Promise<unknown>)(validTagOptions(type, editor.value));
      }
      dispatch(invalidateTagOptions());
      toast.success(S.tagSaved);
      onClose();
    } catch (error) {
      toast.error(error instanceof Error && !('status' in error) ? `${S.tagSaveFailed} ${error.message}` : failureMessage(S.tagSaveFailed, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={S.tagTitle} open={open} onCancel={onClose} onOk={() => void save()} okText={S.save} cancelText={S.cancel} confirmLoading={saving} okButtonProps={{ disabled: !ready }} width={720} destroyOnHidden>
      {!ready ? <Spin /> : null}
      <Typography.Paragraph type="secondary">{S.tagHint}</Typography.Paragraph>
      <Form layout="vertical" component="div">
        {TAG_SETTING_TYPES.map((type) => (
          <Form.Item key={type} label={TAG_LABELS[type]}>
            <Select mode="tags" aria-label={TAG_LABELS[type]} value={names(type)} onChange={(labels: string[]) => setNames(type, labels)} open={false} disabled={!ready} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}

/** One TAG list, entry by entry: add, rename, remove, each saved at once (a failed save reverts the list). */
function TagListEditor({ type, open, withDetails = false }: { type: TagSettingType; open: boolean; withDetails?: boolean }) {
  const tags = useTagList<ProgramOption>(type, open);
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ index: number; label: string; description: string } | null>(null);

  if (!tags.ready) return tags.loadError ? <LoadFailure error={tags.loadError} fallback={S.loadFailed} onRetry={tags.reload} /> : <Spin />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input aria-label={`${S.newName} ${TAG_LABELS[type]}`} placeholder={S.newName} value={name} onChange={(event) => setName(event.target.value)} onPressEnter={() => void tags.apply((list) => addTag(type, list, name), S.added).then((ok) => ok && setName(''))} />
        <Button type="primary" loading={tags.saving} onClick={() => void tags.apply((list) => addTag(type, list, name), S.added).then((ok) => ok && setName(''))}>
          {S.add}
        </Button>
      </Space.Compact>
      <Table<ProgramOption & { index: number }>
        size="small"
        rowKey="index"
        pagination={false}
        dataSource={tags.list.map((item, index) => ({ ...item, index }))}
        columns={[
          {
            key: 'label',
            title: withDetails ? S.programName : S.name,
            render: (_, row) =>
              renaming?.index === row.index ? (
                <Space orientation="vertical" style={{ width: '100%' }}>
                  <Input aria-label={S.rename} value={renaming.label} onChange={(event) => setRenaming({ ...renaming, label: event.target.value })} />
                  {withDetails ? <Input.TextArea aria-label={S.programDescription} value={renaming.description} onChange={(event) => setRenaming({ ...renaming, description: event.target.value })} autoSize /> : null}
                  <Space>
                    <Button
                      size="small"
                      type="primary"
                      loading={tags.saving}
                      onClick={() =>
                        void tags
                          .apply((list) => renameTag(type, list, row.index, renaming.label, withDetails ? { description: renaming.description } : {}), S.renamed)
                          .then((ok) => ok && setRenaming(null))
                      }
                    >
                      {S.save}
                    </Button>
                    <Button size="small" onClick={() => setRenaming(null)}>
                      {S.cancel}
                    </Button>
                  </Space>
                </Space>
              ) : (
                <Space orientation="vertical" size={0}>
                  <Typography.Text>{row.label}</Typography.Text>
                  {withDetails && row.description ? <Typography.Text type="secondary">{row.description}</Typography.Text> : null}
                </Space>
              ),
          },
          ...(withDetails
            ? [
                {
                  key: 'image',
                  title: S.programImage,
                  width: 220,
                  render: (_: unknown, row: ProgramOption & { index: number }) => (
                    <SingleMedia
                      purpose="image"
                      accept="image/*"
                      kind="image"
                      value={row.imageUrl}
                      onChange={(imageUrl) => void tags.apply((list) => renameTag(type, list, row.index, row.label, { imageUrl }), S.renamed)}
                    />
                  ),
                },
              ]
            : []),
          {
            key: 'actions',
            width: 170,
            render: (_, row) => (
              <Space>
                <Button size="small" onClick={() => setRenaming({ index: row.index, label: row.label, description: row.description ?? '' })}>
                  {S.rename}
                </Button>
                <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${S.remove} ${row.label}`} onClick={() => void tags.apply((list) => removeTag(list, row.index), S.removed)} />
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}

function TaxonomyManagerModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal title={S.taxonomyTitle} open={open} onCancel={onClose} footer={<Button onClick={onClose}>{S.close}</Button>} width={760} destroyOnHidden>
      <Tabs
        items={[
          { key: 'TAG1_OPTIONS', label: S.categories, children: <TagListEditor type="TAG1_OPTIONS" open={open} /> },
          { key: 'TAG2_OPTIONS', label: S.levels, children: <TagListEditor type="TAG2_OPTIONS" open={open} /> },
          { key: 'TAG3_OPTIONS', label: S.series, children: <TagListEditor type="TAG3_OPTIONS" open={open} /> },
        ]}
      />
    </Modal>
  );
}

function ProgramManagerModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal title={S.programTitle} open={open} onCancel={onClose} footer={<Button onClick={onClose}>{S.close}</Button>} width={900} destroyOnHidden>
      <TagListEditor type="TAG4_OPTIONS" open={open} withDetails />
    </Modal>
  );
}

/** The settings the content screen opens (spec 3 screen 1). */
export function SettingsModals({ open, onClose }: { open: SettingsModal | null; onClose: () => void }) {
  return (
    <>
      <ReportOverviewModal open={open === 'reportOverview'} onClose={onClose} />
      <BackgroundAudioModal open={open === 'backgroundAudio'} onClose={onClose} />
      <GuidelineSettingsModal open={open === 'guideline'} onClose={onClose} />
      <TagOptionsModal open={open === 'tagOptions'} onClose={onClose} />
      <ProgramManagerModal open={open === 'programs'} onClose={onClose} />
      <TaxonomyManagerModal open={open === 'taxonomy'} onClose={onClose} />
    </>
  );
}
