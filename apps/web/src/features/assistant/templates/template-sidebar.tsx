import type { VisiblePromptTemplate } from '@k9/domain/studio/prompt-templates/rules/prompt-templates';
import { Alert, Spin, Typography } from 'antd';
import { CHAT_TEXT } from '../assistant.messages';
import styles from '../chat/chat.module.css';
import { previewOf, TEMPLATE_PREVIEW_CHARS } from './template-fill';

const T = CHAT_TEXT.templates;

type Props = { templates: readonly VisiblePromptTemplate[]; loading: boolean; failed: boolean; onChoose: (template: VisiblePromptTemplate) => void };

/** The template sidebar (spec 2 §2.9): the studio's templates (shared, then the user's own), each with a 60-character preview. */
export function TemplateSidebar({ templates, loading, failed, onChoose }: Props) {
  return (
    <nav aria-label={T.title} className={styles.templateNav}>
      <Typography.Text strong style={{ padding: '10px 12px', borderBottom: '1px solid #f0f0f0' }}>
        {T.title}
      </Typography.Text>
      <div className={styles.sidebarList}>
        {failed ? <Alert type="error" showIcon title={T.loadFailed} /> : null}
        {loading ? <Spin style={{ margin: 16 }} /> : null}
        {!loading && !failed && templates.length === 0 ? <Typography.Text type="secondary">{T.empty}</Typography.Text> : null}
        {templates.map((template) => (
          <button key={`${template.type}:${template.key}`} type="button" className={styles.sessionButton} data-template={template.key} onClick={() => onChoose(template)}>
            <span className={styles.sessionTitle}>{template.label}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', overflowWrap: 'anywhere' }}>
              {previewOf(template.template, TEMPLATE_PREVIEW_CHARS.sidebar)}
            </Typography.Text>
          </button>
        ))}
      </div>
    </nav>
  );
}
