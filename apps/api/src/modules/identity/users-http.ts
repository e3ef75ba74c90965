import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';
import { USER_FORM_MESSAGES, type UserSaveResponse } from '@k9/contracts';
import type { Requester } from '@k9/domain';
import type { SavedUser } from './accounts/accounts.service.js';
import type { SessionUser } from './session/session-user.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const badUserId = () => new BadRequestException({ statusCode: 400, code: 'VALIDATION', message: USER_FORM_MESSAGES.idRequired });
/** A user id in a path: a UUID, else 400. */
export const userId = () => new ParseUUIDPipe({ exceptionFactory: badUserId });
export const isUserId = (id: unknown): id is string => typeof id === 'string' && UUID.test(id);
export const requesterOf = (admin: SessionUser): Requester => ({ userId: admin.id, isSuperAdmin: admin.isSuperAdmin });
/** The initial password is in the answer once, when there is one. */
export const savedUser = ({ record, initialPassword }: SavedUser): UserSaveResponse => ({ success: true, data: record, ...(initialPassword ? { initialPassword } : {}) });
