import type { ContentRecord } from '@k9/contracts';
import type { ContentType } from '@k9/domain/content/content.types';
import { Suspense, lazy } from 'react';
import { bulkFieldsFor, type ManagementVariant } from '../bulk-actions';
import type { ScreenDialogControls } from '../use-screen-dialogs';
import type { useContentManagement } from '../use-content-management';

// The modals load when first opened: the table's screen starts with less code to run.
const BulkUpdateModal = lazy(() => import('./bulk-modals').then((m) => ({ default: m.BulkUpdateModal })));
const BulkOutcomeModal = lazy(() => import('./bulk-modals').then((m) => ({ default: m.BulkOutcomeModal })));
const ContentDetailModal = lazy(() => import('./content-detail-modal').then((m) => ({ default: m.ContentDetailModal })));
const ContentFormModal = lazy(() => import('./content-form-modal').then((m) => ({ default: m.ContentFormModal })));
const ContentHistoryDrawer = lazy(() => import('./content-history-drawer').then((m) => ({ default: m.ContentHistoryDrawer })));
const ImportModal = lazy(() => import('./import-modal').then((m) => ({ default: m.ImportModal })));
const QuizModal = lazy(() => import('./quiz-modal').then((m) => ({ default: m.QuizModal })));
const SettingsModals = lazy(() => import('../settings/settings-modals').then((m) => ({ default: m.SettingsModals })));

type Props = {
  variant: ManagementVariant;
  recordTab: ContentType | null;
  dialogs: ScreenDialogControls;
  data: ReturnType<typeof useContentManagement>;
};

/** The screen's modals and drawer over the table: the bulk update and its outcome, a record's detail, quiz, form, history, the settings and the imports. */
export function ScreenDialogs({ variant, recordTab, dialogs, data }: Props) {
  const { open, show, close } = dialogs;
  return (
    <Suspense fallback={null}>
      {recordTab && open.bulk ? (
        <BulkUpdateModal
          open
          tab={recordTab}
          fields={bulkFieldsFor(variant, recordTab)}
          initialField={open.bulk.field}
          selected={data.selectedIds.length}
          categories={data.categories}
          tagOptions={data.tagOptions}
          classOptions={data.classOptions}
          onClose={() => close('bulk')}
          onSubmit={async (field, value) => {
            if (await data.updateMany(recordTab, field, value)) close('bulk');
          }}
        />
      ) : null}
      {data.outcome ? <BulkOutcomeModal response={data.outcome} titles={data.titles} onClose={data.closeOutcome} /> : null}
      {open.detail !== undefined ? (
        <ContentDetailModal
          id={open.detail}
          classNames={data.classNames}
          onClose={() => close('detail')}
          onEdit={(record: ContentRecord) => show('form', { mode: 'edit', id: record.id, type: record.type })}
          onQuiz={(id) => show('quiz', id)}
          onHistory={(record) => show('history', { id: record.id, title: record.title })}
        />
      ) : null}
      {open.quiz !== undefined ? <QuizModal id={open.quiz} onClose={() => close('quiz')} /> : null}
      {open.form ? (
        <ContentFormModal
          target={open.form}
          categories={data.categoriesByType?.[open.form.type] ?? data.categories}
          tagOptions={data.tagOptions}
          classOptions={data.classOptions}
          onClose={() => close('form')}
          onSaved={() => close('form')}
        />
      ) : null}
      {open.history ? <ContentHistoryDrawer record={open.history} classNames={data.classNames} onClose={() => close('history')} /> : null}
      {open.settings ? <SettingsModals open={open.settings} onClose={() => close('settings')} /> : null}
      {recordTab && open.import ? <ImportModal kind={open.import} type={recordTab} onClose={() => close('import')} /> : null}
    </Suspense>
  );
}
