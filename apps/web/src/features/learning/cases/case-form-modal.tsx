import type { LearnerCaseRecord } from '@k9/contracts';
import {
  CASE_AREA_DOMAINS,
  CASE_AREA_LABELS,
  CASE_COUNT_LIMITS,
  CASE_DIFFICULTIES,
  CASE_DIFFICULTY_LABELS,
  CASE_DURATION_LABELS,
  CASE_DURATIONS,
  CASE_INDUSTRIES,
  CASE_INDUSTRY_LABELS,
  CASE_PLAYER_ROLE_LABELS,
  CASE_PLAYER_ROLES,
  CASE_QUESTION_TYPE_LABELS,
  CASE_QUESTION_TYPES,
  CASE_TEXT_LIMITS,
  caseOptions,
} from '@k9/domain/learning/cases/case-builder.options';
import { Alert, Button, Checkbox, Col, Form, Input, InputNumber, Modal, Row, Select, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { useFormToast } from '../../../app/use-form-toast';
import { useGetSettingQuery } from '../../site/site.api';
import { AI_SETTINGS_TYPE } from './ai-settings';
import { useCaseTitleSuggestionQuery } from './case-builder.api';
import { CASE_TEXT as T } from './case-builder.messages';
import { areasOf, cascade, caseRequestBody, formFromCase, formProblems, groupProblems, newCaseForm, type CaseFormField, type CaseFormValues } from './case-builder.rules';
import { CaseProgressOverlay } from './case-progress';
import { useCaseCreation, type CreationFailure } from './use-case-creation';

/** How long the overlay shows 100 % before the modal closes. */
const DONE_PAUSE_MS = 600;

type Props = {
  open: boolean;
  onClose: () => void;
  /** The learner's earlier cases, for 'copy from old case'. */
  cases: readonly LearnerCaseRecord[];
  /** The case is made: put it first and open it (the modal closes itself right after). */
  onCreated: (record: LearnerCaseRecord) => void;
};

/** 'Thêm Case Mới' (spec 2 §4.3, §5.2, §9.2): a fresh form at each opening; it cannot be closed while a case is made. */
export function CaseFormModal({ open, onClose, cases, onCreated }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={T.addCaseTitle}
      onCancel={busy ? undefined : onClose}
      closable={!busy}
      mask={{ closable: !busy }}
      keyboard={!busy}
      footer={null}
      width={720}
      destroyOnHidden
      afterClose={() => setBusy(false)}
    >
      <CaseFormBody onClose={onClose} cases={cases} onCreated={onCreated} onBusy={setBusy} />
    </Modal>
  );
}

function CaseFormBody({ onClose, cases, onCreated, onBusy }: Omit<Props, 'open'> & { onBusy: (busy: boolean) => void }) {
  const [form] = Form.useForm<CaseFormValues>();
  const toast = useFormToast('case-form');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // Learners learn only whether the admins' AI settings exist (admins read them); either way `configured` says it.
  const settings = useGetSettingQuery(AI_SETTINGS_TYPE, { refetchOnMountOrArgChange: true });
  const notConfigured = settings.data?.configured === false;
  const suggestion = useCaseTitleSuggestionQuery(undefined, { refetchOnMountOrArgChange: true });
  const industry = Form.useWatch('industry', form);
  const area = Form.useWatch('area', form);
  const types = Form.useWatch('questionTypes', form) ?? [];

  const showFailure = ({ message, problems }: CreationFailure) => {
    const { fields } = groupProblems(problems);
    form.setFields(Object.entries(fields).map(([name, errors]) => ({ name: name as CaseFormField, errors })));
    setFailure(message);
    toast.error(message);
  };
  const creation = useCaseCreation({
    onCreated: (record) => {
      setDone(true);
      onCreated(record);
      setTimeout(onClose, DONE_PAUSE_MS);
    },
    onFailed: showFailure,
  });
  const busy = creation.creating || done;
  useEffect(() => onBusy(busy), [busy, onBusy]);

  // The generated title fills an untouched title field once it arrives.
  useEffect(() => {
    if (suggestion.data && !form.isFieldTouched('title')) form.setFieldValue('title', suggestion.data);
  }, [suggestion.data, form]);

  const rule = (field: CaseFormField): Rule => ({
    validator: async () => {
      const message = formProblems(form.getFieldsValue(true) as CaseFormValues).fields[field]?.[0];
      if (message) throw new Error(message);
    },
  });

  const copyFrom = (id: number) => {
    const chosen = cases.find((each) => each.id === id);
    if (!chosen) return;
    form.setFieldsValue(formFromCase(chosen, form.getFieldValue('title') || suggestion.data || ''));
    void form.validateFields().catch(() => undefined);
    toast.success(T.copiedFromOldCase);
  };

  const submit = (values: CaseFormValues) => {
    setFailure(null);
    const { requestId: _unused, ...body } = caseRequestBody({ ...form.getFieldsValue(true), ...values }, '');
    void creation.start(body);
  };

  const domainOptions = area ? CASE_AREA_DOMAINS[area].map((option) => ({ value: option.value, label: option.label })) : [];

  return (
    <div style={{ position: 'relative' }}>
      {creation.progress !== null ? <CaseProgressOverlay progress={creation.progress} /> : null}
      <Space orientation="vertical" size={12} style={{ width: '100%', marginBottom: 12 }}>
        {notConfigured ? <Alert type="warning" showIcon title={T.aiSettingsRequired} role="alert" /> : null}
        {failure ? <Alert type="error" showIcon title={failure} role="alert" /> : null}
        {cases.length ? (
          <Select<number>
            aria-label={T.copyFromOld}
            placeholder={T.copyPlaceholder}
            style={{ width: '100%' }}
            showSearch={{ optionFilterProp: 'label' }}
            options={cases.map((each) => ({ value: each.id, label: each.title }))}
            onChange={copyFrom}
          />
        ) : null}
      </Space>
      <Form<CaseFormValues>
        form={form}
        layout="vertical"
        initialValues={newCaseForm(suggestion.data ?? '')}
        onValuesChange={(changed, all) => {
          const patch = cascade(changed, all);
          if (Object.keys(patch).length) form.setFieldsValue(patch);
        }}
        onFinish={submit}
        disabled={busy}
      >
        <Form.Item name="title" label={T.title} required rules={[rule('title')]}>
          <Input maxLength={CASE_TEXT_LIMITS.title} />
        </Form.Item>
        <Form.Item name="description" label={T.description} rules={[rule('description')]}>
          <Input.TextArea placeholder={T.descriptionPlaceholder} autoSize={{ minRows: 2, maxRows: 5 }} maxLength={CASE_TEXT_LIMITS.description} />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="industry" label={T.industry} required rules={[rule('industry')]}>
              <Select placeholder={T.chooseIndustry} options={caseOptions(CASE_INDUSTRIES, CASE_INDUSTRY_LABELS)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="area" label={T.area} required rules={[rule('area')]} dependencies={['industry']}>
              <Select placeholder={industry ? T.chooseArea : T.areaFirst} disabled={!industry || busy} options={caseOptions(areasOf(industry), CASE_AREA_LABELS)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="domain" label={T.domain} required rules={[rule('domain')]} dependencies={['area']}>
              <Select placeholder={area ? T.chooseDomain : T.domainFirst} disabled={!area || busy} options={domainOptions} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="difficulty" label={T.difficulty} required rules={[rule('difficulty')]}>
              <Select options={caseOptions(CASE_DIFFICULTIES, CASE_DIFFICULTY_LABELS)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="duration" label={T.duration} required rules={[rule('duration')]}>
              <Select options={caseOptions(CASE_DURATIONS, CASE_DURATION_LABELS)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="playerRole" label={T.playerRole} required rules={[rule('playerRole')]}>
              <Select placeholder={T.playerRole} options={caseOptions(CASE_PLAYER_ROLES, CASE_PLAYER_ROLE_LABELS)} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="questionTypes" label={T.questionTypes} rules={[rule('questionTypes')]}>
          <Checkbox.Group options={caseOptions(CASE_QUESTION_TYPES, CASE_QUESTION_TYPE_LABELS)} />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={12}>
            <Form.Item name="mcqCount" label={T.mcqCount} rules={[rule('mcqCount')]} dependencies={['essayCount', 'questionTypes']}>
              <InputNumber min={0} max={CASE_COUNT_LIMITS.mcqMax} precision={0} disabled={!types.includes('mcq') || busy} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="essayCount" label={T.essayCount} rules={[rule('essayCount')]} dependencies={['mcqCount', 'questionTypes']}>
              <InputNumber min={0} max={CASE_COUNT_LIMITS.essayMax} precision={0} disabled={!types.includes('essay') || busy} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose} disabled={busy}>
            {T.cancel}
          </Button>
          <Button type="primary" htmlType="submit" loading={busy} disabled={busy || notConfigured}>
            {T.create}
          </Button>
        </Space>
      </Form>
    </div>
  );
}
