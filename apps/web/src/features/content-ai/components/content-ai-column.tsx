import type { ContentListItem } from '@k9/contracts/content/content.types';
import type { ContentType } from '@k9/domain/content/content.types';
import { CONTENT_AI_TEXT as TEXT } from '../content-ai.messages';
import { hasAvatarButton } from '../content-ai-queue';
import { ContentAiCell } from './content-ai-cell';

/** The content table's generation column (spec 3 §4 row buttons): the avatar image on news rows, the diagram and the voice on every tab. */
export const contentAiColumn = (tab: ContentType) => ({
  key: 'contentAi',
  title: TEXT.column,
  width: hasAvatarButton(tab) ? 540 : 360,
  render: (_: unknown, row: ContentListItem) => <ContentAiCell row={row} tab={tab} />,
});
