import { ConfigError, int, text, type Env } from '../../config/env.js';

export type GoogleConfig = {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
};

/** The identity context's settings: sessions, the first admin, new users' passwords, Google sign-in, throttles. */
export type IdentityConfig = {
  sessionMaxAgeHours: number;
  adminEmail: string;
  adminUsername: string;
  adminPassword: string | null;
  /** Public address of the site (Google's callback is built from it); unset: taken from each request. */
  publicUrl: string | null;
  /** Initial password of users an admin creates (they must change it at first sign-in); unset: a random one each. */
  defaultUserPassword: string | null;
  /** Set (id and secret): "Đăng nhập bằng Gmail" works. The endpoints are configurable for tests and proxies. */
  google: GoogleConfig | null;
  /** Failed sign-ins: slowed after `slowAfter` for one account, refused (429) after `lockAfter`, per IP after `ipLockAfter`, within `windowMinutes`. */
  loginThrottle: { slowAfter: number; lockAfter: number; ipLockAfter: number; windowMinutes: number };
  /** Registrations per IP per hour. */
  registrationsPerHour: number;
};

export function readIdentityConfig(env: Env): IdentityConfig {
  const defaultUserPassword = text(env, 'DEFAULT_USER_PASSWORD');
  if (defaultUserPassword !== null && defaultUserPassword.length < 6) throw new ConfigError('DEFAULT_USER_PASSWORD must be at least 6 characters');
  const googleId = text(env, 'GOOGLE_CLIENT_ID');
  const googleSecret = text(env, 'GOOGLE_CLIENT_SECRET');
  if (!googleId !== !googleSecret) throw new ConfigError('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together');
  return {
    sessionMaxAgeHours: int(env, 'SESSION_MAX_AGE_HOURS', 24 * 7, 1, 24 * 365),
    adminEmail: (text(env, 'ADMIN_EMAIL') ?? 'admin@k9.local').toLowerCase(),
    adminUsername: text(env, 'ADMIN_USERNAME') ?? 'admin',
    adminPassword: text(env, 'ADMIN_PASSWORD'),
    publicUrl: text(env, 'PUBLIC_URL')?.replace(/\/+$/, '') ?? null,
    defaultUserPassword,
    google:
      googleId && googleSecret
        ? {
            clientId: googleId,
            clientSecret: googleSecret,
            authorizationUrl: text(env, 'GOOGLE_AUTH_URL') ?? 'https://accounts.google.com/o/oauth2/v2/auth',
            tokenUrl: text(env, 'GOOGLE_TOKEN_URL') ?? 'https://www.googleapis.com/oauth2/v4/token',
            userInfoUrl: text(env, 'GOOGLE_USERINFO_URL') ?? 'https://www.googleapis.com/oauth2/v3/userinfo',
          }
        : null,
    loginThrottle: {
      slowAfter: int(env, 'LOGIN_SLOW_AFTER', 3, 1, 1000),
      lockAfter: int(env, 'LOGIN_LOCK_AFTER', 10, 1, 1000),
      ipLockAfter: int(env, 'LOGIN_IP_LOCK_AFTER', 50, 1, 100000),
      windowMinutes: int(env, 'LOGIN_WINDOW_MINUTES', 15, 1, 24 * 60),
    },
    registrationsPerHour: int(env, 'REGISTRATIONS_PER_HOUR', 10, 1, 100000),
  };
}
