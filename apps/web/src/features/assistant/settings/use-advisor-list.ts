import { failureMessage } from '../../../api/errors';
import { useAppDispatch } from '../../../app/hooks';
import { useFormToast } from '../../../app/use-form-toast';
import { useSettingEditor } from '../../site/setting-editor/use-setting-editor';
import { assistantApi } from '../assistant.api';

/**
 * ADVISOR_SETTING or AI_PIPELINE_SETTING (spec 2 §3) edited in its admin modal: the list is read through the site's
 * settings routes and saved whole at each add, edit or delete against the version it was read at; the chat's advisor
 * row reads the list again. A failed save keeps the stored list, with the spec's message (spec 2 §8.6).
 */
export function useAdvisorList<E extends { key: string }>(
  type: 'ADVISOR_SETTING' | 'AI_PIPELINE_SETTING',
  open: boolean,
  fromStored: (stored: unknown) => E[],
  texts: { saved: string; saveFailed: string },
) {
  const toast = useFormToast(`assistant-${type}`);
  const dispatch = useAppDispatch();
  const editor = useSettingEditor<string, E[]>(type, { skip: !open, fromStored });
  const list = editor.base?.value ?? [];

  /** Saves the list `change` makes of the stored one; resolves true once saved. */
  const apply = async (change: (list: E[]) => E[]): Promise<boolean> => {
    try {
      await editor.save(change(list));
      dispatch(assistantApi.util.invalidateTags([{ type: 'ChatAdvisor', id: 'LIST' }]));
      toast.success(texts.saved);
      return true;
    } catch (error) {
      editor.setValue(list);
      toast.error(failureMessage(texts.saveFailed, error));
      return false;
    }
  };

  return { list, ready: editor.ready, saving: editor.saving, loadError: editor.loadError, reload: editor.reload, apply };
}
