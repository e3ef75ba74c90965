import type { TagOptionsResponse } from '@k9/contracts';
import { CONTENT_VALUE_LABELS } from '@k9/domain/content/content-labels';
import { CONTENT_LIMITS, CONTENT_MESSAGES } from '@k9/domain/content/content.messages';
import { CONTENT_STATUSES, DIFFICULTY_LEVELS, HOME_CATEGORIES, HOME_PRIORITIES, IMPACTS, SENTIMENTS, STORY_TYPES, type ContentType } from '@k9/domain/content/content.types';
import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { CM_TEXT } from '../content-management.messages';
import { CONTENT_FORM_TEXT as F } from '../content-forms.messages';

const options = (values: readonly string[], labels?: Readonly<Record<string, string>>) => values.map((value) => ({ value, label: labels?.[value] ?? value }));
const tagChoices = (list: Array<{ value: string; label: string }> | undefined) => (list ?? []).map(({ value, label }) => ({ value, label }));

type FieldsProps = {
  type: ContentType;
  categories: readonly string[];
  tagOptions: TagOptionsResponse | undefined;
  classOptions: Array<{ value: number; label: string }>;
};

/** The record form's fields above its collapsed sections: what every type has, then what only its type has. */
export function ContentFormFields({ type, categories, tagOptions, classOptions }: FieldsProps) {
  return (
    <>
      <TextFields />
      <CategoryFields categories={categories} />
      <TagFields type={type} tagOptions={tagOptions} />
      <VisibilityFields classOptions={classOptions} />
      {type === 'home' ? <HomeFields /> : null}
      {type === 'story' ? <StoryFields /> : null}
      {type === 'library' ? <LibraryFields /> : null}
      {type === 'caseTraining' ? <CaseTrainingFields /> : null}
    </>
  );
}

/** Title, status, emoji and the texts, within the record form limits. */
function TextFields() {
  return (
    <>
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
    </>
  );
}

/** Category, sentiment, impact, source and cid. */
function CategoryFields({ categories }: Pick<FieldsProps, 'categories'>) {
  return (
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
  );
}

/** The programs and keywords, and the case tags of case training. */
function TagFields({ type, tagOptions }: Pick<FieldsProps, 'type' | 'tagOptions'>) {
  return (
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
  );
}

/** Who may read the record. */
function VisibilityFields({ classOptions }: Pick<FieldsProps, 'classOptions'>) {
  return (
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
  );
}

function HomeFields() {
  return (
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
  );
}

function StoryFields() {
  return (
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
  );
}

function LibraryFields() {
  return (
    <Form.Item name="pages" label={F.pages} rules={[{ type: 'integer', min: 0, message: CONTENT_MESSAGES.pagesInvalid }]}>
      <InputNumber style={{ width: 200 }} />
    </Form.Item>
  );
}

function CaseTrainingFields() {
  return (
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
  );
}
