import { App } from 'antd';
import { useMemo } from 'react';

type ToastType = 'success' | 'error' | 'warning' | 'info';

export type FormToast = Record<ToastType, (content: string) => void>;

/**
 * The one way a screen shows the outcome of one of its forms: a toast keyed by the form, so a new outcome replaces the
 * last one ('Đăng nhập thành công' takes the place of 'wrong password' instead of appearing beside it).
 * `form` names the form, unique among the forms on screen at the same time ('sign-in', 'homepage-editor', ...).
 */
export function useFormToast(form: string): FormToast {
  const { message } = App.useApp();
  return useMemo(() => {
    const show = (type: ToastType) => (content: string) => void message.open({ key: form, type, content });
    return { success: show('success'), error: show('error'), warning: show('warning'), info: show('info') };
  }, [message, form]);
}
