import { TAG_DEFAULTS, validTagOptions, type ProgramOption, type TagOption, type TagSettingType } from '@k9/domain/content/rules/taxonomy';

/** A stored TAG list as the managers hold it: the spec's defaults while none is saved (spec 3 §9). */
export function tagListOf(type: TagSettingType, stored: unknown): ProgramOption[] | TagOption[] {
  if (!Array.isArray(stored)) return TAG_DEFAULTS[type];
  try {
    return validTagOptions(type, stored);
  } catch {
    // A hand-edited list the rules refuse: show what can be read, the next save fixes it.
    return stored.filter((item): item is TagOption => typeof item?.value === 'string' && typeof item?.label === 'string');
  }
}

/**
 * The list after adding, renaming or removing an entry, checked by the domain's rule (name 2-50 trimmed, unique: the
 * spec's messages). Throws the refusal; the list the manager shows is left as it was.
 */
export function addTag<T extends TagOption>(type: TagSettingType, list: readonly T[], name: string, extra: Partial<ProgramOption> = {}): T[] {
  const entry = { value: name, label: name, ...(type === 'TAG4_OPTIONS' ? { description: '', imageUrl: null, ...extra } : {}) };
  return validTagOptions(type, [...list, entry]) as T[];
}

export function renameTag<T extends TagOption>(type: TagSettingType, list: readonly T[], index: number, name: string, extra: Partial<ProgramOption> = {}): T[] {
  // A rename keeps the stored value only when the label stays; otherwise the new name is the value too.
  const next = list.map((item, i) => (i === index ? { ...item, ...extra, label: name, value: item.label === name.trim() ? item.value : name } : item));
  return validTagOptions(type, next) as T[];
}

export const removeTag = <T extends TagOption>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);
