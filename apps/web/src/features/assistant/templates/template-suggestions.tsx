import type { VisiblePromptTemplate } from '@k9/domain/studio/prompt-templates/rules/prompt-templates';
import { Typography } from 'antd';
import { CHAT_TEXT } from '../assistant.messages';
import styles from '../chat/chat.module.css';
import { previewOf, TEMPLATE_PREVIEW_CHARS } from './template-fill';

export const SUGGESTIONS_ID = 'assistant-template-suggestions';
export const suggestionId = (index: number) => `${SUGGESTIONS_ID}-${index}`;

type Props = { suggestions: readonly VisiblePromptTemplate[]; active: number; onChoose: (template: VisiblePromptTemplate) => void };

/** The '@' suggestions above the input (spec 2 §4.11): each template's label and a 50-character preview. */
export function TemplateSuggestions({ suggestions, active, onChoose }: Props) {
  return (
    <ul id={SUGGESTIONS_ID} role="listbox" aria-label={CHAT_TEXT.templates.suggestions} className={styles.suggestions}>
      {suggestions.map((template, index) => (
        <li
          key={`${template.type}:${template.key}`}
          id={suggestionId(index)}
          role="option"
          aria-selected={index === active}
          className={`${styles.suggestion} ${index === active ? styles.suggestionActive : ''}`}
          // The input keeps the focus (and its caret) while a suggestion is clicked.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(template)}
        >
          <Typography.Text strong>{template.label}</Typography.Text>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {previewOf(template.template, TEMPLATE_PREVIEW_CHARS.suggestion)}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}
