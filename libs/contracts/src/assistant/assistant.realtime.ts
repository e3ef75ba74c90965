/**
 * What /ws tells the owner's tabs (their user room) about their chat sessions: one was created, renamed, hidden,
 * deleted, began or ended an answer. The history list and the open session read again; a tab never hears another
 * user's sessions.
 */
export type AssistantServerMessages = {
  'chat.sessions.changed': { sessionIds: number[] };
};
