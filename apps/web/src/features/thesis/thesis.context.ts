import type { ComponentType } from 'react';
import type { LearnerAreaProps, WebContext } from '../../app/web-context';

/**
 * The notebooks (issue 30 §1-§2): the learner's 'Thesis' tab (the thesis manager, spec 2 §2.10) and their cache tag.
 * The save-to-notebook modal sits in the chat workspace (features/assistant/notebook).
 */
export const thesisWebContext = {
  name: 'thesis',
  tagTypes: ['Thesis'] as const,
  learnerTabs: [
    {
      id: 'thesis',
      label: 'Thesis',
      place: 'other',
      order: 50,
      area: () => import('./manager/thesis-area').then((m) => m.ThesisArea as ComponentType<LearnerAreaProps>),
    },
  ],
} satisfies WebContext;
