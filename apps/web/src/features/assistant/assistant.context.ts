import type { ComponentType } from 'react';
import type { LearnerAreaProps, WebContext } from '../../app/web-context';

/**
 * The assistant (issue 29): the learner's 'Trợ lý học thuật AI' tab, the chat workspace (spec 2 §2.9), and its cache
 * tags.
 */
export const assistantWebContext = {
  name: 'assistant',
  tagTypes: ['ChatSession', 'ChatRun', 'ChatAdvisor'] as const,
  learnerTabs: [
    {
      id: 'ai',
      label: 'Trợ lý học thuật AI',
      place: 'main',
      order: 50,
      programPicker: true,
      area: () => import('./chat/chat-area').then((m) => m.ChatArea as ComponentType<LearnerAreaProps>),
    },
  ],
} satisfies WebContext;
