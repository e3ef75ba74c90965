import { useState } from 'react';
import { useFormToast } from '../../../app/use-form-toast';
import { CHAT_TEXT } from '../assistant.messages';
import { chatToSave, chatTranscript, type NotebookSource } from './notebook-save';
import { NOTEBOOK_TEXT as T } from './notebook.messages';
import { SaveToNotebookModal } from './save-to-notebook-modal';

type ChatLine = { role: 'user' | 'assistant'; content: string };

/**
 * 'Lưu vào sổ' of the chat workspace (spec 2 §4.11): an answer, or the whole chat on screen. `refused` is the
 * workspace's own rule (the session is answering: warned and refused); a chat of one message is refused with the
 * spec's text. Gives the two actions and the modal to render.
 */
export function useSaveToNotebook(refused: () => boolean) {
  const toast = useFormToast('notebook-open');
  const [source, setSource] = useState<NotebookSource | null>(null);
  const saveAnswer = (content: string) => {
    if (!refused()) setSource({ kind: 'message', content });
  };
  const saveChat = (messages: readonly ChatLine[]) => {
    if (refused()) return;
    if (!chatToSave(messages)) toast.warning(T.noChatToSave);
    else setSource({ kind: 'chat', content: chatTranscript(messages, { user: CHAT_TEXT.you, assistant: CHAT_TEXT.assistant }) });
  };
  const modal = source ? <SaveToNotebookModal source={source} onClose={() => setSource(null)} /> : null;
  return { saveAnswer, saveChat, modal };
}
