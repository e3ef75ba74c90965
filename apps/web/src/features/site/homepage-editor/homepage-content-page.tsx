import { BookOutlined, HistoryOutlined, ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useDocumentTitle } from '../../../app/use-document-title';
import { FaqCard } from './components/faq-card';
import { FinalCtaCard } from './components/final-cta-card';
import { GuidelineSettingsModal } from '../guideline-settings/guideline-settings-modal';
import { GUIDELINE_TEXT } from '../guideline-settings/guideline-settings.messages';
import { HeroCard } from './components/hero-card';
import { HistoryDrawer } from './components/history-drawer';
import { HOMEPAGE_EDITOR_TEXT as TEXT } from './homepage-editor.messages';
import type { HomepageFormValues } from './homepage-form';
import { HowItWorksCard } from './components/how-it-works-card';
import { ProblemCard } from './components/problem-card';
import { ProgramsCard } from './components/programs-card';
import { SocialProofCard } from './components/social-proof-card';
import { SolutionCard } from './components/solution-card';
import { StatsOverviewCard } from './components/stats-overview-card';
import { useHomepageEditor } from './use-homepage-editor';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';
import { LoadFailure } from '../../../app/load-failure';

const LEAVE_TEXTS = { title: TEXT.leaveTitle, content: TEXT.leaveDescription, okText: TEXT.leaveOk, cancelText: TEXT.stay };

/** /admin/homepage-content (spec 1 §2.9, spec 3 screen 5): every section of the homepage, saved together. */
export function HomepageContentPage() {
  useDocumentTitle(TEXT.title);
  const [form] = Form.useForm<HomepageFormValues>();
  const editor = useHomepageEditor(form);
  const { modal } = App.useApp();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [guidelineOpen, setGuidelineOpen] = useState(false);
  const uploading = editor.images.uploadingSlot !== null;
  useUnsavedChangesGuard(editor.isDirty, LEAVE_TEXTS);

  const reload = () => {
    if (!editor.isDirty()) return void editor.reload();
    modal.confirm({
      title: TEXT.discardTitle,
      content: TEXT.discardDescription,
      okText: TEXT.discardOk,
      cancelText: TEXT.cancel,
      onOk: editor.reload,
    });
  };

  return (
    <section style={{ padding: 'clamp(12px, 3vw, 24px)' }}>
      <div
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 5,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 12,
          padding: '12px 0',
          marginBottom: 8,
          background: '#fff',
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {TEXT.title}
        </Typography.Title>
        <Space wrap>
          <Button icon={<BookOutlined />} onClick={() => setGuidelineOpen(true)}>
            {GUIDELINE_TEXT.open}
          </Button>
          <Button icon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)} disabled={!editor.ready}>
            {TEXT.history}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={reload} disabled={editor.saving}>
            {TEXT.reload}
          </Button>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            onClick={() => void editor.saveAll()}
            loading={editor.saving}
            disabled={!editor.ready || uploading}
          >
            {TEXT.save}
          </Button>
        </Space>
      </div>

      <Alert type="info" showIcon style={{ margin: '8px 0 16px' }} title={TEXT.imagesHint} />
      {editor.loadError ? <LoadFailure error={editor.loadError} fallback={TEXT.loadFailed} onRetry={editor.retry} style={{ marginBottom: 16 }} /> : null}
      {editor.stale ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={TEXT.staleTitle}
          description={TEXT.staleDescription}
          action={
            <Space orientation="vertical">
              <Button size="small" type="primary" onClick={() => void editor.saveOverNewer()} loading={editor.saving}>
                {TEXT.saveOverNewer}
              </Button>
              <Button size="small" onClick={reload} disabled={editor.saving}>
                {TEXT.reload}
              </Button>
            </Space>
          }
        />
      ) : null}

      <Spin spinning={editor.loading}>
        <Form<HomepageFormValues> form={form} layout="vertical" name="homepage-content" disabled={editor.saving}>
          <HeroCard />
          <ProblemCard count={editor.layout.problemCards} images={editor.images} />
          <SolutionCard count={editor.layout.solutionItems} images={editor.images} />
          <HowItWorksCard count={editor.layout.steps} images={editor.images} />
          <ProgramsCard count={editor.layout.modules} images={editor.images} />
          <SocialProofCard images={editor.images} />
          <StatsOverviewCard layout={editor.layout} images={editor.images} />
          <FaqCard count={editor.layout.faqItems} />
          <FinalCtaCard />
        </Form>
      </Spin>

      <HistoryDrawer
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        currentVersion={editor.contentVersion}
        onRestore={editor.restore}
      />
      <GuidelineSettingsModal open={guidelineOpen} onClose={() => setGuidelineOpen(false)} />
    </section>
  );
}
