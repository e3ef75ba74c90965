import { randomBytes, randomUUID } from 'node:crypto';
import { ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import {
  DomainError,
  EMPTY_INFO,
  USER_MESSAGES,
  trialPeriod,
  userDecider,
  userStreamId,
  validityPeriod,
  validityStartDay,
  type CommandResult,
  type EventMetadata,
  type Requester,
  type UserCommand,
  type UserEvent,
  type UserState,
} from '@k9/domain';
import { REGISTER_MESSAGES, USER_FORM_MESSAGES, type RegisterAccountRequest, type UserFormRequest, type UserRecord } from '@k9/contracts';
import { AppConfig } from '../../../config/app-config.js';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { hashPassword } from '../password.js';
import { USER_PROJECTION } from '../projections/identity-user/identity-user.projection.js';
import { keptSession, REVOKING, SESSION_REVOCATION } from '../session/session-revocation.processor.js';
import { SessionService } from '../session/session.service.js';
import { UsersRepository } from '../users.repository.js';
import { ACCOUNT_KINDS, IdentifierClaims, IdentifierTaken, accountKeys } from './identifier-claims.js';
import { IdentifierLock } from './identifier-lock.js';

const userExists = (message: string) => new ConflictException({ statusCode: 409, success: false, code: 'USER_EXIST', message });
/** The read models an account's answer (and the sessions it ends) come from. */
const ACCOUNT_READ_MODELS = [USER_PROJECTION, SESSION_REVOCATION];
const blank = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export type SavedUser = { record: UserRecord; initialPassword?: string };

/** Account use cases: registration, the admin's user form, deletion, own password. Each is a command on one user stream. */
@Injectable()
export class AccountsService {
  constructor(
    private readonly commands: CommandPath,
    private readonly users: UsersRepository,
    private readonly lock: IdentifierLock,
    private readonly claims: IdentifierClaims,
    private readonly config: AppConfig,
    private readonly sessions: SessionService,
  ) {}

  async register(body: RegisterAccountRequest, metadata: EventMetadata): Promise<string> {
    const usernameMode = body.username !== undefined;
    const email = usernameMode ? null : blank(body.email);
    const username = usernameMode ? blank(body.username) : null;
    const userId = randomUUID();
    const passwordHash = usernameMode ? await hashPassword(body.password ?? '') : null;
    await this.claimed(userId, accountKeys(email, username), () =>
      this.append(
        {
          type: 'RegisterUser',
          data: {
            userId,
            name: body.name.trim(),
            phone: body.phone,
            email,
            username,
            passwordHash,
            mode: usernameMode ? 'username' : 'gmail',
            trial: trialPeriod(Date.parse(metadata.occurredAt)),
            now: metadata.occurredAt,
          },
        },
        { ...metadata, actorId: userId, actorEmail: email ?? username },
      ),
    );
    return userId;
  }

  async create(body: UserFormRequest, metadata: EventMetadata): Promise<SavedUser> {
    const form = await this.form(body);
    const userId = randomUUID();
    const initialPassword = this.initialPassword();
    const passwordHash = await hashPassword(initialPassword);
    await this.claimed(userId, accountKeys(form.email, form.username), () =>
      this.append(
        {
          type: 'CreateUser',
          data: {
            userId,
            email: form.email,
            username: form.username,
            name: form.name,
            isAdmin: false,
            passwordHash,
            source: 'admin',
            now: metadata.occurredAt,
            phone: form.phone,
            info: { ...EMPTY_INFO, ...form.validity, note: form.note },
            classIds: form.classIds ?? [],
            mustChangePassword: true,
          },
        },
        metadata,
      ),
    );
    return { record: await this.recordOf(userId), initialPassword };
  }

  async update(userId: string, body: UserFormRequest, requestedBy: Requester, metadata: EventMetadata): Promise<SavedUser> {
    const current = await this.users.record(userId);
    if (!current) throw new NotFoundException({ statusCode: 404, code: 'USER_NOT_FOUND', message: USER_MESSAGES.notFound });
    const form = await this.form(body);
    // The spec: on edit the password is set to the initial one when the user has none yet (or when asked).
    const initialPassword = body.resetPassword || !current.hasPassword ? this.initialPassword() : undefined;
    const newPasswordHash = initialPassword ? await hashPassword(initialPassword) : null;
    const keys = accountKeys(form.email, form.username);
    await this.claimed(
      userId,
      keys,
      () => this.append({ type: 'UpdateUser', data: { userId, ...form, newPasswordHash, requestedBy } }, metadata),
      // Stored: the values the user had before are free again.
      () => this.claims.releaseExcept(userId, ACCOUNT_KINDS, keys),
    );
    return { record: await this.recordOf(userId), initialPassword };
  }

  /** All or nothing: every id is checked before the first is deleted. */
  async delete(ids: string[], requestedBy: Requester, metadata: EventMetadata): Promise<string[]> {
    const unique = [...new Set(ids)];
    if (unique.includes(requestedBy.userId)) throw new DomainError('CANNOT_DELETE_SELF', USER_MESSAGES.cannotDeleteSelf, 'forbidden');
    for (const id of unique) {
      const record = await this.users.record(id);
      if (!record) throw new NotFoundException({ statusCode: 404, code: 'USER_NOT_FOUND', message: USER_MESSAGES.notFound });
      if (record.isAdmin && !requestedBy.isSuperAdmin) throw new DomainError('ADMIN_ACCOUNT_PROTECTED', USER_MESSAGES.adminAccountProtected, 'forbidden');
    }
    let position: number | null = null;
    for (const id of unique) {
      // A deleted user's e-mail and username are free again, as they were when only the read model decided.
      const result = await this.lock.hold([`user:${id}`], async () => {
        const deleted = await this.append({ type: 'DeleteUser', data: { userId: id, requestedBy } }, metadata);
        await this.claims.releaseExcept(id, ACCOUNT_KINDS);
        return deleted;
      });
      position = result.position ?? position;
    }
    await this.caughtUp(position, unique);
    return unique;
  }

  /** Grants or withdraws admin rights (the decider allows it to super admins only, never on their own account). */
  async setAdminRights(userId: string, isAdmin: boolean, requestedBy: Requester, metadata: EventMetadata): Promise<UserRecord> {
    await this.execute({ type: 'SetAdminRights', data: { userId, isAdmin, requestedBy } }, metadata);
    return this.recordOf(userId);
  }

  /** Gives or takes back the auditor role (the decider allows it to super admins only, never on their own account). */
  async setAuditorRights(userId: string, isAuditor: boolean, requestedBy: Requester, metadata: EventMetadata): Promise<UserRecord> {
    await this.execute({ type: 'SetAuditorRights', data: { userId, isAuditor, requestedBy } }, metadata);
    return this.recordOf(userId);
  }

  async changeOwnPassword(userId: string, newPassword: string, metadata: EventMetadata): Promise<void> {
    const result = await this.append({ type: 'ChangeOwnPassword', data: { userId, passwordHash: await hashPassword(newPassword) } }, metadata);
    await this.caughtUp(result.position, [userId]);
  }

  async linkGoogle(userId: string, googleId: string, email: string, metadata: EventMetadata): Promise<void> {
    await this.execute({ type: 'LinkGoogleAccount', data: { userId, googleId, email } }, metadata);
  }

  private execute(command: UserCommand, metadata: EventMetadata): Promise<CommandResult<UserEvent, UserState>> {
    return this.commands.execute(new DeciderCommand(userDecider, userStreamId(command.data.userId), command, metadata), ACCOUNT_READ_MODELS);
  }

  /**
   * The command stored, not waited for: the caller confirms its claims first, then waits (caughtUp). A changed
   * credential (password changed or reset, account deleted) ends the user's other sessions on every instance here,
   * before the answer: it never waits for the instance that applies the projections (the revocation processor does
   * the same again there).
   */
  private async append(command: UserCommand, metadata: EventMetadata): Promise<CommandResult<UserEvent, UserState>> {
    const result = await this.commands.execute(new DeciderCommand(userDecider, userStreamId(command.data.userId), command, metadata), []);
    if (result.position !== null) {
      for (const event of result.events.filter((each) => REVOKING.has(each.type))) {
        await this.sessions.revoke(command.data.userId, result.position, keptSession({ type: event.type, metadata }));
      }
    }
    return result;
  }

  /**
   * A write that gives `userId` these e-mail and username claims, under a lock on each (and on the user): the claims
   * table decides (409 when another account holds one); they are confirmed as soon as the event is stored, so a late
   * read model (503) leaves them taken and a retry cannot make a second account. Then `after` (still under the lock),
   * then the wait for the read models, outside it.
   */
  private async claimed(
    userId: string,
    keys: string[],
    write: () => Promise<CommandResult<UserEvent, UserState>>,
    after?: () => Promise<void>,
  ): Promise<void> {
    const result = await this.lock.hold([...keys, `user:${userId}`], async () => {
      await this.ensureFree(keys, userId);
      const stored = await this.claims.around(userId, keys, write).catch((error: unknown) => {
        if (error instanceof IdentifierTaken) throw userExists(error.kind === 'email' ? REGISTER_MESSAGES.emailExists : REGISTER_MESSAGES.usernameExists);
        throw error;
      });
      await after?.();
      return stored;
    });
    await this.caughtUp(result.position, [userId]);
  }

  /**
   * An account the read model shows with one of these values (one written before the claims, or by a process that
   * does not claim) also takes it.
   */
  private async ensureFree(keys: string[], userId: string): Promise<void> {
    for (const key of keys) {
      const [kind, value] = [key.slice(0, key.indexOf(':')) as 'email' | 'username', key.slice(key.indexOf(':') + 1)];
      if (await this.users.holderOf(kind, value, userId)) throw userExists(kind === 'email' ? REGISTER_MESSAGES.emailExists : REGISTER_MESSAGES.usernameExists);
    }
  }

  /** The answer's read models have applied the write (see CommandPath.shown: 202 when stored but late). */
  private caughtUp(position: number | null, userIds: readonly string[]): Promise<void> {
    return this.commands.shown(position, ACCOUNT_READ_MODELS, userIds.map(userStreamId));
  }


  private async form(body: UserFormRequest) {
    const email = blank(body.email);
    const username = blank(body.username);
    if (!email && !username) throw new UnprocessableEntityException({ statusCode: 422, code: 'IDENTIFIER_REQUIRED', message: USER_MESSAGES.identifierRequired });
    const start = validityStartDay(body.info.startDate);
    if (start === null) throw new UnprocessableEntityException({ statusCode: 422, code: 'VALIDATION', message: USER_FORM_MESSAGES.startDateRequired });
    const classIds = body.id_user_class;
    if (classIds?.length && (await this.users.missingClassIds(classIds)).length) {
      throw new UnprocessableEntityException({ statusCode: 422, code: 'USER_CLASS_NOT_FOUND', message: USER_FORM_MESSAGES.classNotFound });
    }
    return {
      name: body.name.trim(),
      email,
      username,
      phone: blank(body.phone),
      note: body.info.note?.trim() ?? '',
      validity: validityPeriod(start, body.info.durationDays),
      classIds,
    };
  }

  private initialPassword(): string {
    return this.config.defaultUserPassword ?? randomBytes(9).toString('base64url');
  }

  private async recordOf(userId: string): Promise<UserRecord> {
    const record = await this.users.record(userId);
    if (!record) throw new Error(`user ${userId} missing from the read model after its command`);
    return record;
  }
}
