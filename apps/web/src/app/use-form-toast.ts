import { App } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useMemo } from 'react';

type ToastType = 'success' | 'error' | 'warning' | 'info';

export type FormToast = Record<ToastType, (content: string) => void>;

let shown = 0;

/**
 * A form's toasts: each new outcome takes the place of the form's last one ('Đăng nhập thành công' replaces 'wrong
 * password' instead of appearing beside it), and is a new notice with a full display time of its own. Re-opening the
 * last notice's key would not do: antd keeps that notice's timer running, so an outcome shown just before the last
 * one's time ran out vanished before anyone could read it.
 */
export function formToast(message: Pick<MessageInstance, 'open' | 'destroy'>, form: string): FormToast {
  let last: string | null = null;
  const show = (type: ToastType) => (content: string) => {
    if (last !== null) message.destroy(last);
    last = `${form}#${++shown}`;
    void message.open({ key: last, type, content });
  };
  return { success: show('success'), error: show('error'), warning: show('warning'), info: show('info') };
}

/**
 * The one way a screen shows the outcome of one of its forms (see `formToast`).
 * `form` names the form, unique among the forms on screen at the same time ('sign-in', 'homepage-editor', ...).
 */
export function useFormToast(form: string): FormToast {
  const { message } = App.useApp();
  return useMemo(() => formToast(message, form), [message, form]);
}
