import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { LOGIN_MESSAGES } from '@k9/contracts';
import { isPersonalSettingType, isSettingType, SETTING_MESSAGES, type SettingType } from '@k9/domain';
import type { SessionUser } from '../identity/session/session-user.js';

export const knownType = (type: string): SettingType => {
  if (!isSettingType(type)) throw new NotFoundException({ statusCode: 404, message: SETTING_MESSAGES.unknownType, code: 'UNKNOWN_SETTING_TYPE' });
  return type;
};

/** Shared settings are written by admins; personal ones by their owner. */
export const ownerFor = (type: SettingType, user: SessionUser, writing: boolean): string | null => {
  if (isPersonalSettingType(type)) return user.id;
  if (writing && !user.isAdmin) throw new ForbiddenException({ statusCode: 403, message: LOGIN_MESSAGES.adminRequired, code: 'ADMIN_REQUIRED' });
  return null;
};
