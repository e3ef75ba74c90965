import { assertNever } from '../../shared/decider.js';

//// Policies

/** Who may read or write a setting value (DESIGN §13). */
export type SettingAccess = 'public' | 'signed-in' | 'admin' | 'owner';

/**
 * Each user's own value beside the shared one (stream `setting-{type}-{userId}`), read and written by its owner only.
 * `instead-of-shared`: the user's own value when they saved one, else the shared one (a default set by admins).
 * `after-shared`: a list: the shared entries, then the user's own.
 */
export type PersonalLayer = { read: 'owner'; write: 'owner'; shown: 'instead-of-shared' | 'after-shared' };

export type SettingPolicy = {
  /** Who reads the shared value (stream `setting-{type}`); `public` is also served without a session. */
  read: SettingAccess;
  /** Who writes the shared value. */
  write: SettingAccess;
  personal?: PersonalLayer;
  /** A signed-in caller whom `read` refuses still learns whether a value is saved, and nothing else. */
  othersLearn?: 'whether-configured';
};

const OWN_INSTEAD = { read: 'owner', write: 'owner', shown: 'instead-of-shared' } as const satisfies PersonalLayer;
const OWN_AFTER = { read: 'owner', write: 'owner', shown: 'after-shared' } as const satisfies PersonalLayer;

/**
 * Every setting type the product knows (spec 1 §3, spec 2 §7.6, spec 3 §3) and who reads and writes it. The server
 * enforces this table on every setting route; the authorisation matrix covers each kind of row.
 */
export const SETTING_POLICIES = {
  // The public site and the learner header: readable without signing in.
  homepage_content: { read: 'public', write: 'admin' },
  homepage_images: { read: 'public', write: 'admin' },
  GUIDELINE_SETTING: { read: 'public', write: 'admin' },
  ZALO_INFO: { read: 'public', write: 'admin' },
  TAG4_OPTIONS: { read: 'public', write: 'admin' },
  header_background: { read: 'public', write: 'admin', personal: OWN_INSTEAD },
  // What learner screens show.
  TAG1_OPTIONS: { read: 'signed-in', write: 'admin' },
  TAG2_OPTIONS: { read: 'signed-in', write: 'admin' },
  TAG3_OPTIONS: { read: 'signed-in', write: 'admin' },
  BACKGROUND_AUDIO: { read: 'signed-in', write: 'admin' },
  REPORT_OVERVIEW: { read: 'signed-in', write: 'admin' },
  // Spec 2 §7.4: a template with a userEmail is visible only to that user; a user sees shared plus own, saves only own.
  TEMPLATE_AI_SETTING: { read: 'signed-in', write: 'admin', personal: OWN_AFTER },
  // The case builder's model and prompt: one setting for everybody; learners learn only whether it is configured.
  ai_settings_for_user: { read: 'admin', write: 'admin', othersLearn: 'whether-configured' },
  // Prompts, models and AI configuration stay with admins (DESIGN §13: prompts live on the server).
  prompt_settings: { read: 'admin', write: 'admin' },
  // The essay grader's model and prompt (issue 14 §2): versioned by the setting's stream; every grade names its version.
  QUIZ_GRADING_SETTING: { read: 'admin', write: 'admin' },
  ADVISOR_SETTING: { read: 'admin', write: 'admin' },
  AI_PIPELINE_SETTING: { read: 'admin', write: 'admin' },
  VOICE_GENERATION_CONFIG: { read: 'admin', write: 'admin' },
  IMAGE_GENERATION_CONFIG: { read: 'admin', write: 'admin' },
  DIAGRAM_GENERATION_CONFIG: { read: 'admin', write: 'admin' },
} as const satisfies Record<string, SettingPolicy>;

//// Types

type Policies = typeof SETTING_POLICIES;
export type SettingType = keyof Policies;
type TypesWhere<P> = { [K in SettingType]: Policies[K] extends P ? K : never }[SettingType];

export const SETTING_TYPES = Object.keys(SETTING_POLICIES) as SettingType[];

/** Every type has a shared value (what the admin's settings editor lists). */
export const SHARED_SETTING_TYPES: readonly SettingType[] = SETTING_TYPES;
export type SharedSettingType = SettingType;

/** Served by GET /api/public/setting/{key}. */
export type PublicSettingType = TypesWhere<{ read: 'public' }>;
export const PUBLIC_SETTING_TYPES = SETTING_TYPES.filter((type) => SETTING_POLICIES[type].read === 'public') as readonly PublicSettingType[];

/** Types whose users each keep their own value beside the shared one. */
export type PersonalSettingType = TypesWhere<{ personal: PersonalLayer }>;
export const PERSONAL_SETTING_TYPES = SETTING_TYPES.filter((type) => personalLayerOf(type) !== null) as readonly PersonalSettingType[];

export const isSettingType = (type: string): type is SettingType => Object.hasOwn(SETTING_POLICIES, type);
export const isPublicSettingType = (type: string): type is PublicSettingType => isSettingType(type) && SETTING_POLICIES[type].read === 'public';
export const isPersonalSettingType = (type: string): type is PersonalSettingType => isSettingType(type) && personalLayerOf(type) !== null;

export function policyOf(type: SettingType): SettingPolicy {
  return SETTING_POLICIES[type];
}
export function personalLayerOf(type: SettingType): PersonalLayer | null {
  return policyOf(type).personal ?? null;
}

export const settingStreamId = (type: SettingType, ownerId: string | null): string =>
  ownerId ? `setting-${type}-${ownerId}` : `setting-${type}`;

//// Access

/** The caller of a setting route: null for a visitor. */
export type SettingCaller = { id: string; isAdmin: boolean } | null;

/** Whether `caller` passes `access` for a value owned by `ownerId` (null: the shared value, which nobody owns). */
export function allows(access: SettingAccess, caller: SettingCaller, ownerId: string | null): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'signed-in':
      return caller !== null;
    case 'admin':
      return caller?.isAdmin === true;
    case 'owner':
      return caller !== null && ownerId === caller.id;
    default:
      return assertNever(access);
  }
}

/** The shared value, or the caller's own. */
export type SettingScope = 'shared' | 'personal';

/**
 * The value a caller works on when they name none: the shared one when they may write it (an admin edits the
 * default), else their own when the type keeps one (a learner's header image), else the shared one.
 */
export const defaultScope = (type: SettingType, caller: SettingCaller): SettingScope =>
  personalLayerOf(type) && !allows(policyOf(type).write, caller, null) ? 'personal' : 'shared';

/** What a read of the shared value gives the caller: all of it, whether it is configured, or nothing. */
export function sharedReadOf(type: SettingType, caller: SettingCaller): 'full' | 'whether-configured' | 'refused' {
  const policy = policyOf(type);
  if (allows(policy.read, caller, null)) return 'full';
  return caller !== null && policy.othersLearn === 'whether-configured' ? 'whether-configured' : 'refused';
}

/** Whether the caller may write `type` in `scope` (their own value, for `personal`). */
export function mayWrite(type: SettingType, scope: SettingScope, caller: SettingCaller): boolean {
  if (scope === 'shared') return allows(policyOf(type).write, caller, null);
  const layer = personalLayerOf(type);
  return layer !== null && caller !== null && allows(layer.write, caller, caller.id);
}

//// Messages

export const SETTING_MESSAGES = {
  unknownType: 'Loại cài đặt không tồn tại.',
  alreadyExists: 'Cài đặt này đã tồn tại, hãy cập nhật thay vì tạo mới.',
  notFound: 'Không tìm thấy cài đặt cần cập nhật.',
  idMismatch: 'Mã cài đặt không khớp với loại cài đặt.',
  invalidPayload: 'Nội dung cài đặt phải là một đối tượng hoặc danh sách JSON.',
  notPersonal: 'Loại cài đặt này không có giá trị riêng cho từng người dùng.',
  invalidScope: 'Phạm vi cài đặt không hợp lệ (shared hoặc personal).',
  listRequired: 'Nội dung cài đặt này phải là một danh sách JSON.',
  notOwnEntry: 'Bạn chỉ có thể lưu mẫu của chính mình.',
} as const;
