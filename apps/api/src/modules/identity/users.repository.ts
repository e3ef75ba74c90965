import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { validityStartOf } from '@k9/domain';
import type { UserClassRecord, UserRecord } from '@k9/contracts';
import { ProjectionsService } from '../../platform/projections/projections.service.js';
import { ReadModelCache } from '../../platform/projections/read-model-cache.js';
import { UserView } from './projections/identity-user/identity-user.entity.js';
import { USER_PROJECTION } from './projections/identity-user/identity-user.projection.js';
import { UserClassView } from './projections/user-class/user-class.entity.js';
import type { SessionUser } from './session/session-user.js';

const toSessionUser = (view: UserView): SessionUser => ({
  id: view.id,
  email: view.email,
  username: view.username,
  name: view.name,
  phone: view.phone,
  // An auditor reads as an admin (every admin read, admin views, no validity limit); the read-only guard refuses
  // their writes (guards/auditor-read-only.ts).
  isAdmin: view.isAdmin || view.isAuditor,
  isSuperAdmin: view.isSuperAdmin,
  isAuditor: view.isAuditor,
  info: view.info,
  classIds: view.classIds,
  mustChangePassword: view.mustChangePassword,
  googleLinked: view.googleId !== null,
});

/** The user table's row (GET /api/user) straight from SQL: no entity hydration for thousands of rows. */
const USER_RECORD_SQL = `SELECT id, name, username, email, phone, phone_normalized AS "phoneNormalized", is_admin AS "isAdmin", is_super_admin AS "isSuperAdmin", is_auditor AS "isAuditor", class_ids AS "id_user_class",
    to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
    to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
    created_by AS user_create, updated_by AS user_update, info, source,
    password_hash IS NOT NULL AS "hasPassword", must_change_password AS "mustChangePassword",
    google_id IS NOT NULL AS "googleLinked"
  FROM identity_user`;

/**
 * The start as the user form takes it: the Vietnamese day ('2026-11-28'), not the stored instant, so that a client can
 * write back what it read. The expiry stays an instant (the last millisecond of access).
 */
const toUserRecord = (row: UserRecord): UserRecord => (row.info ? { ...row, info: { ...row.info, startDate: validityStartOf(row.info.startDate) } } : row);

const toClassRecord = (view: UserClassView): UserClassRecord => ({
  id: view.id,
  name: view.name,
  created_at: view.createdAt.toISOString(),
  updated_at: view.updatedAt.toISOString(),
});

/** Reads of the identity read models. */
@Injectable()
export class UsersRepository {
  private readonly byId: ReadModelCache<SessionUser | null>;

  constructor(
    private readonly orm: MikroORM,
    projections: ProjectionsService,
  ) {
    this.byId = new ReadModelCache(projections, USER_PROJECTION);
  }

  findById(id: string): Promise<SessionUser | null> {
    return this.byId.get(id, async () => {
      const view = await this.orm.em.fork().findOne(UserView, id);
      return view ? toSessionUser(view) : null;
    });
  }

  /** Several users at once, fresh from the read model (not cached): open sockets are checked against it. */
  async findManyById(ids: readonly string[]): Promise<SessionUser[]> {
    if (ids.length === 0) return [];
    const views = await this.orm.em.fork().find(UserView, { id: { $in: [...ids] } });
    return views.map(toSessionUser);
  }

  async record(id: string): Promise<UserRecord | null> {
    const [row] = await this.orm.em.fork().getConnection().execute<UserRecord[]>(`${USER_RECORD_SQL} WHERE id = ?`, [id]);
    return row ? toUserRecord(row) : null;
  }

  /** Newest first. */
  async list(): Promise<UserRecord[]> {
    const rows = await this.orm.em.fork().getConnection().execute<UserRecord[]>(`${USER_RECORD_SQL} ORDER BY created_at DESC, id`);
    return rows.map(toUserRecord);
  }

  async passwordHashOf(id: string): Promise<string | null> {
    return (await this.orm.em.fork().findOne(UserView, id))?.passwordHash ?? null;
  }

  /** The account a login string names: its username or its e-mail, in any letter case (the username wins a tie). */
  async idForLogin(login: string): Promise<string | null> {
    const key = login.trim().toLowerCase();
    const [row] = await this.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ id: string }>>(
        `SELECT id FROM identity_user WHERE lower(username) = ? OR lower(email) = ? ORDER BY (lower(username) = ?) DESC LIMIT 1`,
        [key, key, key],
      );
    return row ? String(row.id) : null;
  }

  /** Login accepts the username or the e-mail, in any letter case. */
  async findForLogin(login: string): Promise<{ user: SessionUser; passwordHash: string | null } | null> {
    const id = await this.idForLogin(login);
    if (!id) return null;
    const user = await this.orm.em.fork().findOne(UserView, id);
    return user ? { user: toSessionUser(user), passwordHash: user.passwordHash } : null;
  }

  async findByGoogleId(googleId: string): Promise<SessionUser | null> {
    const view = await this.orm.em.fork().findOne(UserView, { googleId });
    return view ? toSessionUser(view) : null;
  }

  /** Another user (not `exceptId`) already holding this e-mail or username, case-insensitively. */
  async holderOf(kind: 'email' | 'username', value: string, exceptId?: string): Promise<string | null> {
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ id: string }>>(`SELECT id FROM identity_user WHERE lower(${kind}) = ? AND id <> ? LIMIT 1`, [value.trim().toLowerCase(), exceptId ?? '']);
    return rows[0]?.id ?? null;
  }

  async findByEmail(email: string): Promise<SessionUser | null> {
    const id = await this.holderOf('email', email);
    return id ? this.findById(id) : null;
  }

  async existsByEmail(email: string): Promise<boolean> {
    return (await this.holderOf('email', email)) !== null;
  }

  /** Id descending (spec 1 §7). */
  async classes(): Promise<UserClassRecord[]> {
    return (await this.orm.em.fork().find(UserClassView, {}, { orderBy: { id: 'desc' } })).map(toClassRecord);
  }

  async classById(id: number): Promise<UserClassRecord | null> {
    const view = await this.orm.em.fork().findOne(UserClassView, id);
    return view ? toClassRecord(view) : null;
  }

  async classNameTaken(name: string, exceptId?: number): Promise<boolean> {
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute(`SELECT 1 FROM identity_user_class WHERE lower(name) = ? AND id <> ? LIMIT 1`, [name.trim().toLowerCase(), exceptId ?? -1]);
    return rows.length > 0;
  }

  async missingClassIds(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const found = await this.orm.em.fork().find(UserClassView, { id: { $in: ids } }, { fields: ['id'] });
    const present = new Set(found.map((view) => view.id));
    return ids.filter((id) => !present.has(id));
  }

  async nextClassId(): Promise<number> {
    const [row] = await this.orm.em.fork().getConnection().execute<Array<{ id: string }>>(`SELECT nextval('identity_user_class_id_seq') AS id`);
    return Number(row.id);
  }
}
