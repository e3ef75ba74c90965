import type { ProgramOption, TagOption, TagSettingType } from '@k9/domain/content/rules/taxonomy';
import { TAG_KIND } from '@k9/domain/content/rules/taxonomy';
import { failureMessage } from '../../../../api/errors';
import { useAppDispatch } from '../../../../app/hooks';
import { useFormToast } from '../../../../app/use-form-toast';
import { useSettingEditor } from '../../../site/setting-editor/use-setting-editor';
import { invalidateTagOptions } from '../../content.api';
import { SETTINGS_TEXT as S } from './settings.messages';
import { tagListOf } from './taxonomy-lists';

/**
 * One TAG list saved at each change. The list shown is the stored one: a change is shown once saved, so a failed save
 * leaves (reverts to) the list as it was, with the spec's 'Lỗi khi lưu category/level/series/tag!'.
 */
export function useTagList<T extends TagOption = TagOption | ProgramOption>(type: TagSettingType, open: boolean) {
  const toast = useFormToast(`tag-list-${type}`);
  const dispatch = useAppDispatch();
  const editor = useSettingEditor<string, T[]>(type, { skip: !open, fromStored: (stored) => tagListOf(type, stored) as T[] });
  const kind = type === 'TAG4_OPTIONS' ? 'tag' : TAG_KIND[type];

  /** `change` builds the next list (and may throw the domain's refusal). */
  const apply = async (change: (list: T[]) => T[], done: string): Promise<boolean> => {
    const list = editor.base?.value ?? [];
    let next: T[];
    try {
      next = change(list);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : S.saveListFailed(kind));
      return false;
    }
    try {
      await editor.save(next);
      dispatch(invalidateTagOptions());
      toast.success(done);
      return true;
    } catch (error) {
      editor.setValue(list);
      toast.error(failureMessage(S.saveListFailed(kind), error));
      return false;
    }
  };

  return { list: editor.base?.value ?? [], ready: editor.ready, saving: editor.saving, loadError: editor.loadError, reload: editor.reload, apply };
}
