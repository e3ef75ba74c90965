import { describe, expect, it } from '@jest/globals';
import { formToast } from './use-form-toast';

/** A stand-in for antd's message API that records what the form asked of it. */
function recordingMessages() {
  const calls: string[] = [];
  return {
    calls,
    api: {
      open: (config: { key?: unknown; type?: string; content?: unknown }) => {
        calls.push(`open ${String(config.key)} ${config.type} ${String(config.content)}`);
        return Promise.resolve(true) as never;
      },
      destroy: (key?: unknown) => void calls.push(`destroy ${String(key)}`),
    },
  };
}

describe('formToast', () => {
  it('shows each outcome as a new notice and takes the last one away, so each gets its full display time', () => {
    const { calls, api } = recordingMessages();
    const toast = formToast(api, 'user-form');
    toast.success('Đã tạo người dùng');
    toast.warning('Username này đã tồn tại trong hệ thống!');
    expect(calls).toHaveLength(3);
    const [first, destroyed, second] = calls;
    const firstKey = first.split(' ')[1];
    expect(first).toBe(`open ${firstKey} success Đã tạo người dùng`);
    expect(destroyed).toBe(`destroy ${firstKey}`);
    const secondKey = second.split(' ')[1];
    expect(secondKey).not.toBe(firstKey);
    expect(secondKey.startsWith('user-form#')).toBe(true);
    expect(second).toBe(`open ${secondKey} warning Username này đã tồn tại trong hệ thống!`);
  });

  it('keeps the toasts of two forms apart', () => {
    const { calls, api } = recordingMessages();
    formToast(api, 'sign-in').error('Sai mật khẩu');
    formToast(api, 'contact').success('Đã gửi');
    expect(calls.filter((call) => call.startsWith('destroy'))).toEqual([]);
  });
});
