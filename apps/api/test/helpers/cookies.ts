import { SESSION_COOKIE } from '@k9/contracts';

type WithHeaders = { headers: Record<string, unknown> };

/** The whole `Set-Cookie` line of the session (with its attributes), or undefined when the response set none. */
export const sessionSetCookie = (response: WithHeaders): string | undefined =>
  ([] as string[]).concat((response.headers['set-cookie'] as string[] | string | undefined) ?? []).find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));

/** `k9.sid=…`, ready for a `Cookie` header. */
export const sessionCookieOf = (response: WithHeaders): string | undefined => sessionSetCookie(response)?.split(';')[0];
