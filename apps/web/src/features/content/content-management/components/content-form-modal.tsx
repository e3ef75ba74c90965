import type { ContentRecord, TagOptionsResponse } from '@k9/contracts';
import type { ContentType } from '@k9/domain/content/content.types';
import { Alert, Button, Form, Modal, Spin } from 'antd';
import { LoadFailure } from '../../../../app/load-failure';
import { CM_TEXT } from '../content-management.messages';
import { CONTENT_FORM_TEXT as F } from '../content-forms.messages';
import type { ContentFormValues } from '../content-form';
import { useContentForm, type SaveRefusal } from '../use-content-form';
import { ContentFormExtras } from './content-form-extras';
import { ContentFormFields } from './content-form-fields';

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

/**
 * The record form (spec 3 screen 1, §4-5): create or edit mode, the defaults of a new record, the record form limits
 * checked before sending, the server's Vietnamese refusal shown as it is, and a stale edit (412) offering a reload.
 */
export function ContentFormModal({ target, categories, tagOptions, classOptions, onClose, onSaved }: Props) {
  const content = useContentForm(target, onSaved);
  const title = !target ? '' : target.mode === 'create' ? F.createTitle(CM_TEXT.tabs[target.type]) : F.editTitle(target.id);

  return (
    <Modal
      title={title}
      open={target !== null}
      onCancel={onClose}
      onOk={() => content.form.submit()}
      okText={content.editing ? F.save : F.create}
      cancelText={F.cancel}
      confirmLoading={content.saving}
      okButtonProps={{ disabled: content.loading }}
      width={1000}
      destroyOnHidden
      afterClose={content.forget}
    >
      {content.loadError ? <LoadFailure error={content.loadError} fallback={F.loadFailed} onRetry={content.reload} /> : null}
      {content.refusal ? <RefusalNotice refusal={content.refusal} onReload={content.editing ? content.reload : undefined} /> : null}
      <Spin spinning={!!content.loading}>
        <Form<ContentFormValues> form={content.form} layout="vertical" name="content-form" onFinish={(values) => void content.submit(values)} scrollToFirstError>
          <ContentFormFields type={content.type} categories={categories} tagOptions={tagOptions} classOptions={classOptions} />
          <ContentFormExtras aiSummary={content.record?.aiSummary} />
        </Form>
      </Spin>
    </Modal>
  );
}

/** The server's refusal of the last save; a stale edit (412) says so and offers to read the record again. */
function RefusalNotice({ refusal, onReload }: { refusal: SaveRefusal; onReload?: () => unknown }) {
  return (
    <Alert
      type={refusal.stale ? 'warning' : 'error'}
      showIcon
      style={{ marginBottom: 12 }}
      title={refusal.stale ? F.staleTitle : refusal.message}
      description={refusal.stale ? refusal.message : undefined}
      action={
        refusal.stale && onReload ? (
          <Button size="small" onClick={() => void onReload()}>
            {F.reload}
          </Button>
        ) : undefined
      }
    />
  );
}
