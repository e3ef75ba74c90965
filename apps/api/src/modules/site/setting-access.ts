import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { LOGIN_MESSAGES, SETTING_SCOPES } from '@k9/contracts';
import { SETTING_MESSAGES, type SettingCatalogue, type SettingCaller, type SettingScope, type SettingType } from '@k9/domain';
import type { SessionUser } from '../identity/session/session-user.js';

/** Which value of a type a request works on: the shared one (ownerId null) or the caller's own. */
export type SettingTarget = { type: SettingType; scope: SettingScope; ownerId: string | null };

/** A read: the target, and whether the caller sees the value or only whether one is saved. */
export type SettingRead = SettingTarget & { view: 'full' | 'whether-configured' };

const forbidden = () => new ForbiddenException({ statusCode: 403, message: LOGIN_MESSAGES.adminRequired, code: 'ADMIN_REQUIRED' });

export const knownType = (catalogue: SettingCatalogue, type: string): SettingType => {
  if (!catalogue.has(type)) throw new NotFoundException({ statusCode: 404, message: SETTING_MESSAGES.unknownType, code: 'UNKNOWN_SETTING_TYPE' });
  return type;
};

/** `?scope=` of a read (a body's scope is checked by its DTO). */
export const scopeParam = (raw: unknown): SettingScope | undefined => {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw === 'string' && (SETTING_SCOPES as readonly string[]).includes(raw)) return raw as SettingScope;
  throw new BadRequestException({ statusCode: 400, message: SETTING_MESSAGES.invalidScope, code: 'INVALID_SCOPE' });
};

export const callerOf = (user: SessionUser): SettingCaller => ({ id: user.id, isAdmin: user.isAdmin });

/** How the owner is named in list entries (`userEmail`, spec 2 §7.4): their e-mail, else their username. */
export const ownerLabelOf = (user: SessionUser): string => user.email ?? user.username ?? user.id;

const targetOf = (catalogue: SettingCatalogue, type: SettingType, user: SessionUser, requested: SettingScope | undefined): SettingTarget => {
  const scope = requested ?? catalogue.defaultScope(type, callerOf(user));
  if (scope === 'personal' && !catalogue.personalLayerOf(type)) throw new BadRequestException({ statusCode: 400, message: SETTING_MESSAGES.notPersonal, code: 'NOT_PERSONAL' });
  return { type, scope, ownerId: scope === 'personal' ? user.id : null };
};

/** The setting policy table, for a read: 403 when the caller may learn nothing of the value. */
export function readTarget(catalogue: SettingCatalogue, type: SettingType, user: SessionUser, requested?: SettingScope): SettingRead {
  const target = targetOf(catalogue, type, user, requested);
  if (target.scope === 'personal') return { ...target, view: 'full' };
  const access = catalogue.sharedReadOf(type, callerOf(user));
  if (access === 'refused') throw forbidden();
  return { ...target, view: access };
}

/** The setting policy table, for a write: 403 unless the caller may write the value they target. */
export function writeTarget(catalogue: SettingCatalogue, type: SettingType, user: SessionUser, requested?: SettingScope): SettingTarget {
  const target = targetOf(catalogue, type, user, requested);
  if (!catalogue.mayWrite(type, target.scope, callerOf(user))) throw forbidden();
  return target;
}
