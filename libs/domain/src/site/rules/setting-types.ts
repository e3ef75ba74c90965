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

/** A user's own value instead of the shared one when they saved one (a header image). */
export const OWN_INSTEAD = { read: 'owner', write: 'owner', shown: 'instead-of-shared' } as const satisfies PersonalLayer;
/** A list: the shared entries, then the user's own (prompt templates). */
export const OWN_AFTER = { read: 'owner', write: 'owner', shown: 'after-shared' } as const satisfies PersonalLayer;

/**
 * A setting type's name (spec 1 §3, spec 2 §7.6, spec 3 §3). Each context declares the types it owns and who reads and
 * writes them (`<context>.settings.ts`, a SettingDeclaration each); the catalogue assembled from the contexts' lists
 * (SettingCatalogue) is the one table the server enforces on every setting route.
 */
export type SettingType = string;

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
