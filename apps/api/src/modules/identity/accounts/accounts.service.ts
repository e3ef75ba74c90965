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
import { SESSION_REVOCATION } from '../session/session-revocation.processor.js';
import { UsersRepository } from '../users.repository.js';
import { IdentifierLock } from './identifier-lock.js';

const userExists = (message: string) => new ConflictException({ statusCode: 409, success: false, code: 'USER_EXIST', message });
const blank = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export type SavedUser = { record: UserRecord; initialPassword?: string };

/** Account use cases: registration, the admin's user form, deletion, own password. Each is a command on one user stream. */
@Injectable()
export class AccountsService {
  constructor(
    private readonly commands: CommandPath,
    private readonly users: UsersRepository,
    private readonly lock: IdentifierLock,
    private readonly config: AppConfig,
  ) {}

  async register(body: RegisterAccountRequest, metadata: EventMetadata): Promise<string> {
    const usernameMode = body.username !== undefined;
    const email = usernameMode ? null : blank(body.email);
    const username = usernameMode ? blank(body.username) : null;
    const userId = randomUUID();
    const passwordHash = usernameMode ? await hashPassword(body.password ?? '') : null;
    await this.lock.hold([email, username], async () => {
      await this.ensureFree(email, username);
      await this.execute(
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
      );
    });
    return userId;
  }

  async create(body: UserFormRequest, metadata: EventMetadata): Promise<SavedUser> {
    const form = await this.form(body);
    const userId = randomUUID();
    const initialPassword = this.initialPassword();
    const passwordHash = await hashPassword(initialPassword);
    await this.lock.hold([form.email, form.username], async () => {
      await this.ensureFree(form.email, form.username);
      await this.execute(
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
      );
    });
    return { record: await this.recordOf(userId), initialPassword };
  }

  async update(userId: string, body: UserFormRequest, requestedBy: Requester, metadata: EventMetadata): Promise<SavedUser> {
    const current = await this.users.record(userId);
    if (!current) throw new NotFoundException({ statusCode: 404, code: 'USER_NOT_FOUND', message: USER_MESSAGES.notFound });
    const form = await this.form(body);
    // The spec: on edit the password is set to the initial one when the user has none yet (or when asked).
    const initialPassword = body.resetPassword || !current.hasPassword ? this.initialPassword() : undefined;
    const newPasswordHash = initialPassword ? await hashPassword(initialPassword) : null;
    await this.lock.hold([form.email, form.username], async () => {
      await this.ensureFree(form.email, form.username, userId);
      await this.execute({ type: 'UpdateUser', data: { userId, ...form, newPasswordHash, requestedBy } }, metadata);
    });
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
    for (const id of unique) await this.execute({ type: 'DeleteUser', data: { userId: id, requestedBy } }, metadata);
    return unique;
  }

  /** Grants or withdraws admin rights (the decider allows it to super admins only, never on their own account). */
  async setAdminRights(userId: string, isAdmin: boolean, requestedBy: Requester, metadata: EventMetadata): Promise<UserRecord> {
    await this.execute({ type: 'SetAdminRights', data: { userId, isAdmin, requestedBy } }, metadata);
    return this.recordOf(userId);
  }

  async changeOwnPassword(userId: string, newPassword: string, metadata: EventMetadata): Promise<void> {
    await this.execute({ type: 'ChangeOwnPassword', data: { userId, passwordHash: await hashPassword(newPassword) } }, metadata);
  }

  async linkGoogle(userId: string, googleId: string, email: string, metadata: EventMetadata): Promise<void> {
    await this.execute({ type: 'LinkGoogleAccount', data: { userId, googleId, email } }, metadata);
  }

  private execute(command: UserCommand, metadata: EventMetadata): Promise<CommandResult<UserEvent, UserState>> {
    return this.commands.execute(new DeciderCommand(userDecider, userStreamId(command.data.userId), command, metadata), [USER_PROJECTION, SESSION_REVOCATION]);
  }

  private async ensureFree(email: string | null, username: string | null, exceptId?: string): Promise<void> {
    if (email && (await this.users.holderOf('email', email, exceptId))) throw userExists(REGISTER_MESSAGES.emailExists);
    if (username && (await this.users.holderOf('username', username, exceptId))) throw userExists(REGISTER_MESSAGES.usernameExists);
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
