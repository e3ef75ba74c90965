import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { serialize } from 'cookie';
import { sign, unsign } from 'cookie-signature';
import type { Request, RequestHandler, Response } from 'express';
import type { LoadedSession, SessionStore, StoredSession } from './session-store.js';
import type { RequestSession } from './session-user.js';

export type SessionOptions = { name: string; secret: string; maxAgeMs: number };

const STATE = Symbol('k9.session.state');
const SLOT = Symbol('k9.session');

type State = {
  id: string;
  /** Read from the table (saved by UPDATE only), as opposed to created by this request. */
  loaded: boolean;
  /** The JSON last read or written: the session is saved at the end of the request when it differs. */
  baseline: string;
  destroyed: boolean;
  cookieSet: boolean;
  request: Request;
  response: Response;
  context: Context;
};

type Context = { store: SessionStore; options: SessionOptions; logger: Logger };
type Done = (error?: unknown) => void;
/** What a request knows of its session (one field on the request, so that every request keeps one shape). */
type Slot = {
  current: HttpSession | null;
  /** The end of the response saves a changed session (hooked once there is one). */
  hooked: boolean;
  /** No session yet: one is made on first use of `request.session`, unless it was destroyed. */
  lazy: boolean;
  /** The session id the request's cookie carries, verified. */
  cookieSid: string | null;
  /** The stored session of that id, turned into `current` only when `request.session` is used. */
  loaded: LoadedSession | null;
  response: Response;
  context: Context;
};
type Holder = Request & { [SLOT]?: Slot };
const slotOf = (request: Request): Slot => (request as Holder)[SLOT] as Slot;

const call = (work: () => Promise<void>, done?: Done) =>
  void work().then(
    () => done?.(),
    (error: unknown) => done?.(error),
  );

/**
 * `request.session`, the part of express-session's interface this app uses: fields read and written directly,
 * `regenerate`, `save`, `destroy`, `reload`, saved at the end of the request when changed. The cookie is the same
 * signed `s:<id>.<signature>` as express-session's, and the row the same JSON, so that sessions survive the switch.
 */
class HttpSession implements RequestSession {
  declare [STATE]: State;
  declare cookie: StoredSession['cookie'];
  declare userId?: string;
  declare authPosition?: number;
  declare initialPassword?: boolean;
  declare loginRedirect?: string;

  get id(): string {
    return this[STATE].id;
  }

  regenerate(done: Done): this {
    const state = this[STATE];
    call(async () => {
      if (state.loaded && !state.destroyed) await state.context.store.destroy(state.id);
      state.destroyed = true;
      attach(state.request, state.response, created(state.request, state.response, state.context));
    }, done);
    return this;
  }

  save(done?: Done): this {
    call(() => persist(this), done);
    return this;
  }

  destroy(done?: Done): this {
    const state = this[STATE];
    call(async () => {
      if (state.loaded || state.cookieSet) await state.context.store.destroy(state.id);
      state.destroyed = true;
      const slot = slotOf(state.request);
      if (slot.current === this) {
        slot.current = null;
        slot.lazy = false;
      }
    }, done);
    return this;
  }

  reload(done: Done): this {
    const state = this[STATE];
    call(async () => {
      const text = (await state.context.store.load(state.id))?.text;
      if (!text) throw new Error('session ended');
      for (const key of Object.keys(this)) delete (this as unknown as Record<string, unknown>)[key];
      Object.assign(this, JSON.parse(text));
      state.baseline = text;
    }, done);
    return this;
  }

  /** Sessions last a fixed time from sign-in. */
  touch(): this {
    return this;
  }

  resetMaxAge(): this {
    return this;
  }
}

function make(id: string, data: StoredSession, loaded: boolean, baseline: string, request: Request, response: Response, context: Context): HttpSession {
  const session = Object.assign(new HttpSession(), data);
  Object.defineProperty(session, STATE, { value: { id, loaded, baseline, destroyed: false, cookieSet: false, request, response, context } satisfies State });
  return session;
}

function created(request: Request, response: Response, context: Context): HttpSession {
  const { maxAgeMs } = context.options;
  const data: StoredSession = { cookie: { originalMaxAge: maxAgeMs, expires: new Date(Date.now() + maxAgeMs).toISOString(), httpOnly: true, path: '/', sameSite: 'lax' } };
  return make(randomBytes(24).toString('base64url'), data, false, JSON.stringify(data), request, response, context);
}

async function persist(session: HttpSession): Promise<void> {
  const state = session[STATE];
  if (state.destroyed) return;
  const text = JSON.stringify(session);
  await state.context.store.save(state.id, session as unknown as StoredSession, state.loaded);
  state.baseline = text;
  state.loaded = true;
  setCookie(session);
}

/** A session this request created gets its cookie once it is stored. */
function setCookie(session: HttpSession): void {
  const state = session[STATE];
  if (state.cookieSet || state.response.headersSent) return;
  const cookieSid = slotOf(state.request).cookieSid;
  state.cookieSet = true;
  if (cookieSid === state.id) return;
  const { name, secret } = state.context.options;
  const expires = session.cookie.expires ? new Date(session.cookie.expires) : undefined;
  state.response.append(
    'Set-Cookie',
    serialize(name, `s:${sign(state.id, secret)}`, { httpOnly: true, sameSite: 'lax', secure: state.request.secure, path: '/', expires }),
  );
}

function attach(request: Request, response: Response, session: HttpSession): void {
  const slot = slotOf(request);
  slot.current = session;
  slot.lazy = false;
  if (!slot.hooked) {
    slot.hooked = true;
    saveAtEnd(request, response, session[STATE].context.logger);
  }
}

const prepared = new WeakSet<object>();

/**
 * `request.session` and `request.sessionID` as accessors on the app's request prototype, defined once: a request only
 * gets symbol-keyed fields (its shape stays the same for every request), and a session is made on first use.
 */
function prepare(request: Request): void {
  const prototype = Object.getPrototypeOf(request) as object;
  if (prepared.has(prototype)) return;
  prepared.add(prototype);
  Object.defineProperty(prototype, 'session', {
    configurable: true,
    enumerable: true,
    get(this: Holder) {
      const slot = this[SLOT];
      if (!slot) return undefined;
      if (slot.current || !slot.lazy) return slot.current ?? undefined;
      const { loaded, cookieSid, response, context } = slot;
      const session = loaded && cookieSid ? make(cookieSid, JSON.parse(loaded.text) as StoredSession, true, loaded.text, this, response, context) : created(this, response, context);
      attach(this, response, session);
      return session;
    },
    set(this: Holder, value: HttpSession | undefined) {
      const slot = this[SLOT];
      if (!slot) return;
      slot.lazy = false;
      slot.current = value ?? null;
    },
  });
  Object.defineProperty(prototype, 'sessionID', {
    configurable: true,
    get(this: Holder) {
      return sessionIdOf(this);
    },
  });
}

/** Saves a changed session before the answer goes out (as express-session does); hooked once a request has a session. */
function saveAtEnd(request: Request, response: Response, logger: Logger): void {
  const end = response.end;
  response.end = function (this: Response, ...args: unknown[]) {
    const session = slotOf(request).current;
    const finish = () => (end as (...rest: unknown[]) => Response).apply(response, args);
    if (!session) return finish();
    const state = session[STATE];
    if (state.destroyed || JSON.stringify(session) === state.baseline) return finish();
    persist(session).then(finish, (error: unknown) => {
      logger.error(`Could not save a session: ${(error as Error).message}`);
      finish();
    });
    return response;
  } as Response['end'];
}

/** The session cookie's value, as `cookie.parse` would give it (first occurrence). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const key = `${name}=`;
  let at = header.indexOf(key);
  while (at > 0 && header[at - 1] !== ' ' && header[at - 1] !== ';') at = header.indexOf(key, at + 1);
  if (at < 0) return undefined;
  const start = at + key.length;
  const stop = header.indexOf(';', start);
  let value = header.slice(start, stop < 0 ? undefined : stop).trim();
  if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  try {
    return value.includes('%') ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

/**
 * Cookie sessions in front of SessionStore. A request without a session cookie costs nothing until it uses
 * `request.session`; a signed cookie is verified once per value (HMAC), then remembered.
 */
export function sessionMiddleware(store: SessionStore, options: SessionOptions): RequestHandler {
  const context: Context = { store, options, logger: new Logger('Sessions') };
  const verified = new Map<string, string>();
  const verify = (raw: string): string | null => {
    const known = verified.get(raw);
    if (known !== undefined) return known;
    if (!raw.startsWith('s:')) return null;
    const sid = unsign(raw.slice(2), options.secret);
    if (sid === false) return null;
    if (verified.size >= 10_000) verified.clear();
    verified.set(raw, sid);
    return sid;
  };
  return (request, response, next) => {
    prepare(request);
    const raw = cookieValue(request.headers.cookie, options.name);
    const sid = raw ? verify(raw) : null;
    const slot: Slot = { current: null, hooked: false, lazy: true, cookieSid: sid, loaded: null, response, context };
    (request as Holder)[SLOT] = slot;
    if (!sid) return next();
    // Kept as read: most requests only need whose session it is (sessionUserId), not the session object.
    const found = (loaded: LoadedSession | null) => {
      slot.loaded = loaded;
      next();
    };
    // A session in this instance's cache is answered at once, without a promise.
    const cached = store.cached(sid);
    if (cached !== undefined) return found(cached);
    store.load(sid).then(found, next);
  };
}

/** The signed-in user of the request's session, without making the session object. */
export function sessionUserId(request: Request): string | undefined {
  const slot = (request as Holder)[SLOT];
  if (!slot) return undefined;
  if (slot.current || !slot.lazy) return typeof slot.current?.userId === 'string' ? slot.current.userId : undefined;
  return slot.loaded?.userId ?? undefined;
}

/** `request.sessionID`, as express-session names it. */
export function sessionIdOf(request: Request): string | undefined {
  const slot = (request as Holder)[SLOT];
  if (!slot) return undefined;
  if (slot.current || !slot.lazy) return slot.current?.id;
  return slot.loaded ? (slot.cookieSid ?? undefined) : undefined;
}
