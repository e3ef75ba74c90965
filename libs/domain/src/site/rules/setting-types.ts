/** Every setting type the product knows (spec 1 §3, spec 2 §7.6, spec 3 §3). */
export const SHARED_SETTING_TYPES = [
  'GUIDELINE_SETTING',
  'TEMPLATE_AI_SETTING',
  'ADVISOR_SETTING',
  'AI_PIPELINE_SETTING',
  'homepage_content',
  'homepage_images',
  'ZALO_INFO',
  'header_background',
  'TAG1_OPTIONS',
  'TAG2_OPTIONS',
  'TAG3_OPTIONS',
  'TAG4_OPTIONS',
  'BACKGROUND_AUDIO',
  'REPORT_OVERVIEW',
  'VOICE_GENERATION_CONFIG',
  'IMAGE_GENERATION_CONFIG',
  'DIAGRAM_GENERATION_CONFIG',
  'prompt_settings',
] as const;

/** Settings each user keeps for themself: stream `setting-{type}-{userId}`. */
export const PERSONAL_SETTING_TYPES = ['ai_settings_for_user'] as const;

/** Readable without signing in (issue 2 §7). */
export const PUBLIC_SETTING_TYPES = [
  'homepage_content',
  'homepage_images',
  'GUIDELINE_SETTING',
  'ZALO_INFO',
  'header_background',
  'TAG4_OPTIONS',
] as const;

export type SharedSettingType = (typeof SHARED_SETTING_TYPES)[number];
export type PersonalSettingType = (typeof PERSONAL_SETTING_TYPES)[number];
export type SettingType = SharedSettingType | PersonalSettingType;

export const isSettingType = (type: string): type is SettingType =>
  (SHARED_SETTING_TYPES as readonly string[]).includes(type) || isPersonalSettingType(type);

export const isPersonalSettingType = (type: string): type is PersonalSettingType =>
  (PERSONAL_SETTING_TYPES as readonly string[]).includes(type);

export const isPublicSettingType = (type: string): boolean => (PUBLIC_SETTING_TYPES as readonly string[]).includes(type);

export const settingStreamId = (type: SettingType, ownerId: string | null): string =>
  ownerId ? `setting-${type}-${ownerId}` : `setting-${type}`;

export const SETTING_MESSAGES = {
  unknownType: 'Loại cài đặt không tồn tại.',
  alreadyExists: 'Cài đặt này đã tồn tại, hãy cập nhật thay vì tạo mới.',
  notFound: 'Không tìm thấy cài đặt cần cập nhật.',
  idMismatch: 'Mã cài đặt không khớp với loại cài đặt.',
  invalidPayload: 'Nội dung cài đặt phải là một đối tượng hoặc danh sách JSON.',
} as const;
