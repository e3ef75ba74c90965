import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { ProjectionsService } from '../../platform/projections/projections.service.js';
import { ReadModelCache } from '../../platform/projections/read-model-cache.js';
import { UserView } from './projections/identity-user/identity-user.entity.js';
import { USER_PROJECTION } from './projections/identity-user/identity-user.projection.js';
import type { SessionUser } from './session/session-user.js';

const toSessionUser = (view: UserView): SessionUser => ({
  id: view.id,
  email: view.email,
  username: view.username,
  name: view.name,
  isAdmin: view.isAdmin,
});

/** Reads of the identity_user read model. */
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

  /** Login accepts the username or the e-mail, in any letter case. */
  async findForLogin(login: string): Promise<{ user: SessionUser; passwordHash: string | null } | null> {
    const key = login.trim().toLowerCase();
    const [view] = await this.orm.em
      .fork()
      .getConnection()
      .execute<Array<Record<string, unknown>>>(
        `SELECT id FROM identity_user WHERE lower(username) = ? OR lower(email) = ? ORDER BY (lower(username) = ?) DESC LIMIT 1`,
        [key, key, key],
      );
    if (!view) return null;
    const user = await this.orm.em.fork().findOne(UserView, String(view.id));
    return user ? { user: toSessionUser(user), passwordHash: user.passwordHash } : null;
  }

  async existsByEmail(email: string): Promise<boolean> {
    const rows = await this.orm.em.fork().getConnection().execute(`SELECT 1 FROM identity_user WHERE lower(email) = ? LIMIT 1`, [email.toLowerCase()]);
    return rows.length > 0;
  }
}
