import { describe, expect, it } from '@jest/globals';
import type { AuditEntry } from '@k9/contracts';
import { USER_EVENT_TYPES } from '@k9/domain/identity/user.events';
import { describeUserHistory } from './user-history';

let position = 0;
const entry = (type: string, data: unknown): AuditEntry => ({
  position: ++position,
  version: position,
  type,
  occurredAt: '2026-01-10T03:00:00Z',
  actorId: null,
  actorEmail: 'admin@k9.test',
  correlationId: `c-${position}`,
  data,
});

const userId = 'u-1';
const info = { startDate: '2026-01-09T17:00:00Z', durationDays: 30, expiryDate: '2026-02-08T16:59:59.999Z', note: '', userGroup: '', level: [] };
const STREAM: Record<(typeof USER_EVENT_TYPES)[number], unknown> = {
  UserCreated: { userId, name: 'Nguyễn Văn An', email: null, username: 'an', isAdmin: false, source: 'admin', createdAt: '', info, classIds: [7] },
  UserRegistered: { userId, name: 'Nguyễn Văn An', phone: '0901234567', email: null, username: 'an', mode: 'username', info, termsAcceptedAt: '', registeredAt: '' },
  UserDetailsChanged: { userId, name: 'Nguyễn Văn Bình', email: null, username: 'an', phone: null, note: '' },
  UserValiditySet: { userId, startDate: info.startDate, durationDays: 5, expiryDate: '2026-01-14T16:59:59.999Z' },
  UserPasswordReset: { userId },
  UserPasswordChanged: { userId },
  UserClassesAssigned: { userId, classIds: [] },
  GoogleAccountLinked: { userId, googleId: 'g', email: 'an@gmail.com' },
  UserDeleted: { userId },
  AdminRightsGranted: { userId },
  AdminRightsWithdrawn: { userId },
  AuditorRightsGranted: { userId },
  AuditorRightsRevoked: { userId },
  UserIdentifierRepaired: { userId, field: 'username', previous: 'an', value: 'an-2', keptUserId: 'u-0' },
};

describe('the user history (spec 3 §3 audit)', () => {
  // The audit endpoint answers newest first.
  const entries = Object.entries(STREAM).map(([type, data]) => entry(type, data)).reverse();
  const lines = describeUserHistory(entries, new Map([[7, 'Lớp K9']]));

  it('says each event in Vietnamese, never by its code name', () => {
    expect(lines).toHaveLength(USER_EVENT_TYPES.length);
    for (const { entry: each, text } of lines) {
      expect(text).not.toBe('');
      expect(text).not.toContain(each.type);
    }
    expect(lines.map(({ text }) => text).reverse()).toEqual([
      'Tạo người dùng Nguyễn Văn An, thời hạn 10/01/2026 → 30 ngày, hết hạn 08/02/2026 23:59, lớp: Lớp K9',
      'Tự đăng ký (tên đăng nhập): Nguyễn Văn An, thời hạn 10/01/2026 → 30 ngày, hết hạn 08/02/2026 23:59',
      'Đổi thông tin: họ tên Nguyễn Văn An → Nguyễn Văn Bình; số điện thoại 0901234567 → (trống)',
      'Đổi thời hạn: 10/01/2026 → 5 ngày, hết hạn 14/01/2026 23:59',
      'Đặt lại mật khẩu',
      'Người dùng đổi mật khẩu',
      'Bỏ gán tất cả lớp',
      'Liên kết Gmail: an@gmail.com',
      'Xóa người dùng',
      'Cấp quyền quản trị',
      'Thu hồi quyền quản trị',
      'Giao vai trò kiểm toán viên',
      'Thu hồi vai trò kiểm toán viên',
      'Hệ thống đổi tên đăng nhập bị trùng: an → an-2 (tài khoản tạo trước giữ tên này)',
    ]);
  });

  it('says plainly that something changed when a newer server sends an event this screen does not know', () => {
    const [line] = describeUserHistory([entry('UserNicknameChosen', { userId })], new Map());
    expect(line.text).toBe('Thay đổi khác');
  });
});
