import type { ContentRecord, TagOptionsResponse } from '@k9/contracts';
import { CONTENT_VALUE_LABELS } from '@k9/domain/content/content-labels';
import { CONTENT_LIMITS, CONTENT_MESSAGES } from '@k9/domain/content/content.messages';
import { CONTENT_STATUSES, DIFFICULTY_LEVELS, HOME_CATEGORIES, HOME_PRIORITIES, IMPACTS, SENTIMENTS, STORY_TYPES, type ContentType } from '@k9/domain/content/content.types';
import { Alert, Button, Col, Collapse, Form, Input, InputNumber, Modal, Row, Select, Spin, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage, errorStatus, refusalMessage } from '../../../../api/errors';
import { useFormToast } from '../../../../app/use-form-toast';
import { useCreateContentMutation, useLazyGetContentQuery, useUpdateContentMutation } from '../../content.api';
import { CM_TEXT } from '../content-management.messages';
import { CONTENT_FORM_TEXT as F } from '../content-forms.messages';
import { contentBodyOf, formValuesOf, quizOfFormText, type ContentFormValues } from '../content-form';
import { MediaList, SingleMedia } from './media-fields';
import { QuizField } from './quiz-field';

/** Create mode (a type) or edit mode (a stored record). */
export type FormTarget = { mode: 'create'; type: ContentType } | { mode: 'edit'; id: number; type: ContentType };

type Props = {
  target: FormTarget | null;
  categories: readonly string[];
  tagOptions: TagOptionsResponse | undefined;
  classOptions: Array<{ value: number; label: string }>;
  onClose: () => void;
  onSaved: (record: ContentRecord) => void;
};

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
const options = (values: readonly string[], labels?: Readonly<Record<string, string>>) => values.map((value) => ({ value, label: labels?.[value] ?? value }));
const tagChoices = (list: Array<{ value: string; label: string }> | undefined) => (list ?? []).map(({ value, label }) => ({ value, label }));

/**
 * The record form (spec 3 screen 1, §4-5): create or edit mode, the defaults of a new record, the record form limits
 * checked before sending, the server's Vietnamese refusal shown as it is, and a stale edit (412) offering a reload.
 */
export function ContentFormModal({ target, categories, tagOptions, classOptions, onClose, onSaved }: Props) {
  const [form] = Form.useForm<ContentFormValues>();
  const toast = useFormToast('content-form');
  const [load, loaded] = useLazyGetContentQuery();
  const [createContent, createState] = useCreateContentMutation();
  const [updateContent, updateState] = useUpdateContentMutation();
  const [record, setRecord] = useState<ContentRecord | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; stale: boolean } | null>(null);
  const type = target?.type ?? 'news';

  const fill = async (id: number) => {
    const stored = await load(id, false).unwrap();
    setRecord(stored);
    form.resetFields();
    form.setFieldsValue(formValuesOf(stored.type, stored));
    setRefusal(null);
  };

  useEffect(() => {
    if (!target) return;
    if (target.mode === 'create') {
      form.resetFields();
      form.setFieldsValue(formValuesOf(target.type));
    } else {
      // The record arrives from the server (RTK Query) and fills an antd form: both outside React's state. Until it
      // has, the form spins: the record of an earlier opening must not stand in for it (nor lend its version).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setRecord(null);
      void fill(target.id).catch(() => undefined);
    }
    // Each opening fills the form once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);

  const submit = async (values: ContentFormValues) => {
    if (!target) return;
    const body = contentBodyOf(type, { ...formValuesOf(type, record ?? undefined), ...values });
    try {
      const saved =
        target.mode === 'create'
          ? await createContent({ type, ...body }).unwrap()
          : await updateContent({ body: { id: target.id, ...body }, version: record?.version }).unwrap();
      toast.success(target.mode === 'create' ? F.created : F.saved);
      setRefusal(null);
      onSaved(saved);
    } catch (error) {
      const stale = errorStatus(error) === 412;
      const message = stale ? errorMessage(error, F.saveFailed) : refusalMessage(error, F.saveFailed);
      setRefusal({ message, stale });
      toast.error(message);
    }
  };

  const editing = target?.mode === 'edit';
  const loading = editing && (loaded.isFetching || !record);
  const title = !target ? '' : target.mode === 'create' ? F.createTitle(CM_TEXT.tabs[target.type]) : F.editTitle(target.id);

  return (
    <Modal
      title={title}
      open={target !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={editing ? F.save : F.create}
      cancelText={F.cancel}
      confirmLoading={createState.isLoading || updateState.isLoading}
      okButtonProps={{ disabled: loading }}
      width={1000}
      destroyOnHidden
      afterClose={() => {
        setRecord(null);
        setRefusal(null);
      }}
    >
      {loaded.error && editing ? <Alert type="error" showIcon title={errorMessage(loaded.error, F.loadFailed)} /> : null}
      {refusal ? (
        <Alert
          type={refusal.stale ? 'warning' : 'error'}
          showIcon
          style={{ marginBottom: 12 }}
          title={refusal.stale ? F.staleTitle : refusal.message}
          description={refusal.stale ? refusal.message : undefined}
          action={
            refusal.stale && target?.mode === 'edit' ? (
              <Button size="small" onClick={() => void fill(target.id)}>
                {F.reload}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      <Spin spinning={!!loading}>
        <Form<ContentFormValues> form={form} layout="vertical" name="content-form" onFinish={(values) => void submit(values)} scrollToFirstError>
          <Row gutter={16}>
            <Col xs={24} md={16}>
              <Form.Item name="title" label={F.title} rules={[{ required: true, whitespace: true, message: CONTENT_MESSAGES.titleRequired }, { max: CONTENT_LIMITS.title, message: CONTENT_MESSAGES.titleTooLong }]}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="status" label={F.status}>
                <Select options={options(CONTENT_STATUSES, CM_TEXT.status)} />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="emoji" label={F.emoji}>
                <Input maxLength={16} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="summary" label={F.summary} rules={[{ max: CONTENT_LIMITS.summary, message: CONTENT_MESSAGES.summaryTooLong }]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
          <Form.Item name="description" label={F.description} rules={[{ max: CONTENT_LIMITS.description, message: CONTENT_MESSAGES.descriptionTooLong }]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
          <Form.Item name="detail" label={F.detail} rules={[{ max: CONTENT_LIMITS.detail, message: CONTENT_MESSAGES.detailTooLong }]}>
            <Input.TextArea autoSize={{ minRows: 6, maxRows: 18 }} />
          </Form.Item>

          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="category" label={F.category}>
                <Select allowClear showSearch options={options(categories)} />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="sentiment" label={F.sentiment}>
                <Select allowClear options={options(SENTIMENTS, CONTENT_VALUE_LABELS.sentiment)} />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="impact" label={F.impact}>
                <Select allowClear options={options(IMPACTS, CONTENT_VALUE_LABELS.impact)} />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="source" label={F.source}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="cid" label={F.cid}>
                <Input />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            {type === 'caseTraining' ? (
              <>
                <Col xs={24} md={6}>
                  <Form.Item name="tag1" label={F.tag1}>
                    <Select allowClear options={tagChoices(tagOptions?.TAG1_OPTIONS)} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={6}>
                  <Form.Item name="tag2" label={F.tag2}>
                    <Select allowClear options={tagChoices(tagOptions?.TAG2_OPTIONS)} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={6}>
                  <Form.Item name="tag3" label={F.tag3}>
                    <Select allowClear options={tagChoices(tagOptions?.TAG3_OPTIONS)} />
                  </Form.Item>
                </Col>
              </>
            ) : null}
            <Col xs={24} md={type === 'caseTraining' ? 6 : 12}>
              <Form.Item name="tag4" label={F.tag4} rules={[{ type: 'array', max: CONTENT_LIMITS.tags, message: CONTENT_MESSAGES.tooManyTags }]}>
                <Select mode="multiple" allowClear options={tagChoices(tagOptions?.TAG4_OPTIONS)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={type === 'caseTraining' ? 24 : 12}>
              <Form.Item name="keywords" label={F.keywords} rules={[{ type: 'array', max: CONTENT_LIMITS.keywords, message: CONTENT_MESSAGES.tooManyKeywords }]}>
                <Select mode="tags" tokenSeparators={[',']} open={false} />
              </Form.Item>
            </Col>
          </Row>

          <Row gutter={16}>
            <Col xs={12} md={4}>
              <Form.Item name="isPublic" label={F.isPublic} valuePropName="checked">
                <Switch checkedChildren={CM_TEXT.public} unCheckedChildren={CM_TEXT.private} />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="hasTitle" label={F.hasTitle} valuePropName="checked">
                <Switch checkedChildren={CM_TEXT.on} unCheckedChildren={CM_TEXT.off} />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item name="allowed_user_class" label={F.classes}>
                <Select mode="multiple" allowClear placeholder={CM_TEXT.unassigned} options={classOptions} showSearch={{ optionFilterProp: 'label' }} />
              </Form.Item>
            </Col>
          </Row>

          {type === 'home' ? (
            <Row gutter={16}>
              <Col xs={12} md={6}>
                <Form.Item name="priority" label={F.priority}>
                  <Select options={options(HOME_PRIORITIES, CONTENT_VALUE_LABELS.priority)} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="homeCategory" label={F.homeCategory}>
                  <Select options={options(HOME_CATEGORIES, CONTENT_VALUE_LABELS.homeCategory)} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item
                  name="displayOrder"
                  label={F.displayOrder}
                  rules={[{ type: 'integer', min: CONTENT_LIMITS.displayOrder.min, max: CONTENT_LIMITS.displayOrder.max, message: CONTENT_MESSAGES.displayOrderRange }]}
                >
                  <InputNumber style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="featured" label={F.featured} valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Col>
            </Row>
          ) : null}
          {type === 'story' ? (
            <Row gutter={16}>
              <Col xs={12}>
                <Form.Item name="storyType" label={F.storyType}>
                  <Select options={options(STORY_TYPES)} />
                </Form.Item>
              </Col>
              <Col xs={12}>
                <Form.Item name="duration" label={F.duration}>
                  <Input />
                </Form.Item>
              </Col>
            </Row>
          ) : null}
          {type === 'library' ? (
            <Form.Item name="pages" label={F.pages} rules={[{ type: 'integer', min: 0, message: CONTENT_MESSAGES.pagesInvalid }]}>
              <InputNumber style={{ width: 200 }} />
            </Form.Item>
          ) : null}
          {type === 'caseTraining' ? (
            <Row gutter={16}>
              <Col xs={12} md={6}>
                <Form.Item name="difficultyLevel" label={F.difficultyLevel}>
                  <Select allowClear options={options(DIFFICULTY_LEVELS, CONTENT_VALUE_LABELS.difficultyLevel)} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="estimatedTime" label={F.estimatedTime}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="learningObjectives" label={F.learningObjectives}>
                  <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
                </Form.Item>
              </Col>
            </Row>
          ) : null}

          <Collapse
            size="small"
            items={[
              {
                key: 'media',
                label: F.sectionMedia,
                forceRender: true,
                children: (
                  <>
                    <Form.Item name="avatarUrl" label={F.avatarUrl}>
                      <SingleMedia purpose="image" accept="image/*" kind="avatar" />
                    </Form.Item>
                    <Form.Item name="imgUrls" label={F.imgUrls}>
                      <MediaList
                        purpose="image"
                        accept=".jpg,.jpeg,.png,.gif"
                        kind="image"
                        max={CONTENT_LIMITS.images}
                        tooMany={CONTENT_MESSAGES.tooManyImages}
                        check={(file) => (IMAGE_TYPES.includes(file.type) ? null : CONTENT_MESSAGES.imageType)}
                      />
                    </Form.Item>
                    <Form.Item name="videoUrl" label={F.videoUrl}>
                      <SingleMedia purpose="video" accept="video/*" kind="video" />
                    </Form.Item>
                    <Form.Item name="fileUrls" label={F.fileUrls}>
                      <MediaList purpose="document" kind="file" max={CONTENT_LIMITS.files} tooMany={CONTENT_MESSAGES.tooManyFiles} />
                    </Form.Item>
                    <Form.Item name="audioUrl" label={F.audioUrl}>
                      <SingleMedia purpose="audio" accept="audio/*" kind="audio" />
                    </Form.Item>
                    <Form.Item name="backgroundAudio" label={F.backgroundAudio}>
                      <SingleMedia purpose="audio" accept="audio/*" kind="background" />
                    </Form.Item>
                    <Form.Item name="audioText" label={F.audioText} rules={[{ max: CONTENT_LIMITS.audioText, message: CONTENT_MESSAGES.audioTextTooLong }]}>
                      <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} showCount={{ formatter: ({ count }) => `${count.toLocaleString('vi-VN')} / ${CONTENT_LIMITS.audioText.toLocaleString('vi-VN')}` }} />
                    </Form.Item>
                    <Form.Item name="customVoiceText" label={F.customVoiceText} rules={[{ max: CONTENT_LIMITS.customVoiceText, message: CONTENT_MESSAGES.textTooLong(F.customVoiceText, CONTENT_LIMITS.customVoiceText) }]}>
                      <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} />
                    </Form.Item>
                  </>
                ),
              },
              {
                key: 'more',
                label: F.sectionQuiz,
                forceRender: true,
                children: (
                  <>
                    <Row gutter={16}>
                      <Col xs={12}>
                        <Form.Item name="filedLabel_1" label={F.filedLabel_1}>
                          <Input />
                        </Form.Item>
                      </Col>
                      <Col xs={12}>
                        <Form.Item name="filedLabel_2" label={F.filedLabel_2}>
                          <Input />
                        </Form.Item>
                      </Col>
                    </Row>
                    <Form.Item
                      name="questionContentText"
                      label={F.questionContent}
                      rules={[
                        {
                          validator: async (_, text: string) => {
                            const read = quizOfFormText(text ?? '');
                            if ('error' in read) throw new Error(read.error);
                          },
                        },
                      ]}
                    >
                      <QuizField />
                    </Form.Item>
                    {record?.aiSummary ? (
                      <Form.Item label={F.aiSummary}>
                        <Input.TextArea value={record.aiSummary} readOnly autoSize={{ minRows: 2, maxRows: 8 }} />
                      </Form.Item>
                    ) : null}
                  </>
                ),
              },
            ]}
          />
        </Form>
      </Spin>
    </Modal>
  );
}
