import type { UserFormRequest, UserRecord } from '@k9/contracts';
import { USER_FORM_MESSAGES as M } from '@k9/contracts/identity/identity.messages';
import { USER_MESSAGES } from '@k9/domain/identity/identity.messages';
import { IDENTITY_LIMITS as L, USER_PHONE_PATTERN as PHONE_PATTERN, USERNAME_PATTERN } from '@k9/contracts/identity/identity.rules';
import { validityPeriod, validityStartDay, vietnamDay, vietnamDayStart } from '@k9/domain/identity/rules/account-validity';
import type { FormInstance, FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { KeyboardEvent } from 'react';
import { formatVietnamMinute } from './user-validity';

export const NOTE_MAX = L.noteMax;
const DAY_FORMAT = 'YYYY-MM-DD';

export type UserFormValues = {
  name: string;
  username?: string;
  email?: string;
  phone?: string;
  startDate?: Dayjs | null;
  durationDays?: number | null;
  note?: string;
  id_user_class: number[];
  resetPassword: boolean;
};

/** Create: today (a Vietnamese day) for 10 days. Edit: what the user has, today and 10 days where it is not set up. */
export function initialValues(user: UserRecord | null, now: number): UserFormValues {
  // GET /api/user answers the day; an instant (an older answer) is the Vietnamese day it falls on.
  const start = user?.info?.startDate ? validityStartDay(user.info.startDate) : null;
  return {
    name: user?.name ?? '',
    username: user?.username ?? undefined,
    email: user?.email ?? undefined,
    phone: user?.phone ?? undefined,
    startDate: dayjs(vietnamDay(start ?? now)),
    durationDays: user?.info?.durationDays ?? L.durationDefault,
    note: user?.info?.note ?? '',
    id_user_class: user?.id_user_class ?? [],
    resetPassword: false,
  };
}

const text = (value: string | undefined): string | null => value?.trim() || null;

export function toRequest(values: UserFormValues, editing: boolean): UserFormRequest {
  return {
    name: values.name.trim(),
    username: text(values.username),
    email: text(values.email),
    phone: text(values.phone),
    info: {
      startDate: values.startDate!.format(DAY_FORMAT),
      durationDays: values.durationDays!,
      note: values.note?.trim() ?? '',
    },
    id_user_class: values.id_user_class,
    ...(editing ? { resetPassword: values.resetPassword } : {}),
  };
}

/** Spec 3 §5: start + duration - 1 day, to the end of that day: 'DD/MM/YYYY 23:59', or '' while incomplete. */
export function expiryPreview(startDate: Dayjs | null | undefined, durationDays: number | null | undefined): string {
  if (!startDate?.isValid() || !Number.isInteger(durationDays) || durationDays! < 1 || durationDays! > L.durationMax) return '';
  const start = vietnamDayStart(startDate.format(DAY_FORMAT));
  return start === null ? '' : formatVietnamMinute(validityPeriod(start, durationDays!).expiryDate);
}

const trimmedMin = (min: number, message: string): FormRule => ({
  validator: (_rule, value: string | undefined) =>
    !value?.trim() || value.trim().length >= min ? Promise.resolve() : Promise.reject(new Error(message)),
});

export const USER_FORM_RULES = {
  name: [{ required: true, whitespace: true, message: M.nameRequired }, trimmedMin(2, M.nameTooShort), { max: 100, message: M.nameTooLong }],
  username: (form: FormInstance<UserFormValues>): FormRule[] => [
    trimmedMin(3, M.usernameTooShort),
    { max: 20, message: M.usernameTooLong },
    { pattern: USERNAME_PATTERN, message: M.usernameCharacters },
    {
      validator: (_rule, value: string | undefined) =>
        value?.trim() || form.getFieldValue('email')?.trim() ? Promise.resolve() : Promise.reject(new Error(USER_MESSAGES.identifierRequired)),
    },
  ],
  email: [{ type: 'email', message: M.emailInvalid }, { max: 254, message: M.emailInvalid }],
  phone: [{ pattern: PHONE_PATTERN, message: M.phoneInvalid }, { max: 20, message: M.phoneInvalid }],
  startDate: [{ required: true, message: M.startDateRequired }],
  durationDays: [
    { required: true, message: M.durationRequired },
    { type: 'integer', min: 1, max: L.durationMax, message: M.durationInvalid },
  ],
  note: [{ max: NOTE_MAX, message: M.noteTooLong }],
} satisfies Record<string, FormRule[] | ((form: FormInstance<UserFormValues>) => FormRule[])>;

const EDIT_KEYS = new Set(['Backspace', 'Delete', 'Tab', 'Enter', 'Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** Digits only in the duration (spec 3 §5): other printable keys are blocked, shortcuts still work. */
export const digitsOnly = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.ctrlKey || event.metaKey || event.altKey || EDIT_KEYS.has(event.key)) return;
  if (!/^\d$/.test(event.key)) event.preventDefault();
};
