import type { AuditedEvents } from '../audit/audited-events.js';

/** What an auditor sees of this context's streams and events (issue 36 §1): the fields of each event's data that are shown, nothing else. */
export const IDENTITY_AUDIT = {
  kinds: [
    { kind: 'user-class', prefix: 'user-class-', label: 'Lớp người dùng' },
    { kind: 'user', prefix: 'user-', label: 'Người dùng' },
  ],
  events: {
    // Left out: passwordHash (a secret, never shown).
    UserCreated: { label: 'Tạo tài khoản', shown: ['userId', 'email', 'username', 'name', 'phone', 'info', 'classIds', 'mustChangePassword', 'isSuperAdmin', 'isAdmin', 'source', 'createdAt'] },
    // Left out: passwordHash (a secret, never shown).
    UserRegistered: { label: 'Đăng ký tài khoản', shown: ['userId', 'email', 'username', 'name', 'phone', 'mode', 'info', 'termsAcceptedAt', 'registeredAt'] },
    UserDetailsChanged: { label: 'Sửa thông tin tài khoản', shown: ['userId', 'name', 'email', 'username', 'phone', 'note'] },
    UserValiditySet: { label: 'Đặt thời hạn tài khoản', shown: ['userId', 'startDate', 'durationDays', 'expiryDate'] },
    // Left out: passwordHash (a secret, never shown).
    UserPasswordReset: { label: 'Đặt lại mật khẩu', shown: ['userId'] },
    // Left out: passwordHash (a secret, never shown).
    UserPasswordChanged: { label: 'Đổi mật khẩu', shown: ['userId'] },
    UserClassesAssigned: { label: 'Gán lớp người dùng', shown: ['userId', 'classIds'] },
    GoogleAccountLinked: { label: 'Liên kết tài khoản Google', shown: ['userId', 'googleId', 'email'] },
    UserDeleted: { label: 'Xóa tài khoản', shown: ['userId'] },
    AdminRightsGranted: { label: 'Cấp quyền quản trị', shown: ['userId'] },
    AdminRightsWithdrawn: { label: 'Thu hồi quyền quản trị', shown: ['userId'] },
    AuditorRightsGranted: { label: 'Cấp quyền kiểm toán viên', shown: ['userId'] },
    AuditorRightsRevoked: { label: 'Thu hồi quyền kiểm toán viên', shown: ['userId'] },
    UserIdentifierRepaired: { label: 'Sửa định danh trùng', shown: ['userId', 'field', 'previous', 'value', 'keptUserId'] },
    UserClassCreated: { label: 'Tạo lớp người dùng', shown: ['classId', 'name'] },
    UserClassRenamed: { label: 'Đổi tên lớp người dùng', shown: ['classId', 'name'] },
    UserClassDeleted: { label: 'Xóa lớp người dùng', shown: ['classId'] },
  },
} as const satisfies AuditedEvents;
