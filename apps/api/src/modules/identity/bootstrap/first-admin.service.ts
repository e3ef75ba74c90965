import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { userDecider, userStreamId, type EventStore, type UserCommand } from '@k9/domain';
import { AppConfig } from '../../../config/app-config.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { catchUpWithLog } from '../../../platform/projections/catch-up.js';
import { ProjectionsService } from '../../../platform/projections/projections.service.js';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { accountKeys, IdentifierClaims, IdentifierTaken } from '../accounts/identifier-claims.js';
import { hashPassword } from '../password.js';
import { USER_PROJECTION } from '../projections/identity-user/identity-user.projection.js';
import { UsersRepository } from '../users.repository.js';
import { IdentifierRepair } from './identifier-repair.service.js';

/** How long start-up waits for the users' read model. */
const BOOT_WAIT_MS = 120_000;

/**
 * Every start: accounts sharing an e-mail or username are repaired (IdentifierRepair). First start: an admin from
 * ADMIN_EMAIL / ADMIN_USERNAME / ADMIN_PASSWORD (a generated password is printed once), claiming both like any account.
 */
@Injectable()
export class FirstAdminService {
  private readonly logger = new Logger('FirstAdmin');

  constructor(
    private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly projections: ProjectionsService,
    private readonly commands: CommandPath,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly claims: IdentifierClaims,
    private readonly repair: IdentifierRepair,
  ) {}

  async ensure(print: (line: string) => void = (line) => this.logger.warn(line)): Promise<void> {
    await catchUpWithLog(this.projections, this.store, [USER_PROJECTION], BOOT_WAIT_MS);
    await this.repair.run(BOOT_WAIT_MS);
    if (await this.users.existsByEmail(this.config.adminEmail)) return;
    const password = this.config.adminPassword ?? randomBytes(12).toString('base64url');
    const now = new Date().toISOString();
    const userId = randomUUID();
    const passwordHash = await hashPassword(password);
    const command = (username: string | null): UserCommand => ({
      type: 'CreateUser',
      data: {
        userId,
        email: this.config.adminEmail,
        username,
        name: 'Quản trị viên',
        isAdmin: true,
        isSuperAdmin: true,
        passwordHash,
        source: 'bootstrap',
        now,
      },
    });
    const metadata = { actorId: null, actorEmail: 'system', correlationId: randomUUID(), causationId: 'first-start', occurredAt: now };
    const create = (username: string | null) =>
      this.claims.around(userId, accountKeys(this.config.adminEmail, username), () =>
        this.commands.execute(new DeciderCommand(userDecider, userStreamId(userId), command(username), metadata), []),
      );
    let username: string | null = this.config.adminUsername;
    let position: number | null;
    try {
      ({ position } = await create(username).catch((error: unknown) => {
        // The username is another account's: the admin signs in with the e-mail.
        if (!(error instanceof IdentifierTaken) || error.kind !== 'username') throw error;
        username = null;
        return create(null);
      }));
    } catch (error) {
      // Another instance starting at the same time is creating the admin: it prints its password.
      if (error instanceof IdentifierTaken) return;
      throw error;
    }
    // Start-up waits as long as the catch-up above may, not a request's read-your-writes time: nobody is waiting on an
    // answer, and a slow machine must not fail the start over a read model that is a moment late.
    await this.projections.waitFor(position, [USER_PROJECTION], BOOT_WAIT_MS);
    if (!this.config.adminPassword) {
      print(`Tài khoản quản trị đầu tiên: ${this.config.adminEmail} (username: ${username ?? 'không có'}), mật khẩu: ${password} — chỉ hiện một lần, hãy lưu lại.`);
    }
  }
}
