import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { userDecider, userStreamId, type EventStore, type UserCommand } from '@k9/domain';
import { AppConfig } from '../../../config/app-config.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { catchUpWithLog } from '../../../platform/projections/catch-up.js';
import { ProjectionsService } from '../../../platform/projections/projections.service.js';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { hashPassword } from '../password.js';
import { USER_PROJECTION } from '../projections/identity-user/identity-user.projection.js';
import { UsersRepository } from '../users.repository.js';

/** First start: an admin from ADMIN_EMAIL / ADMIN_USERNAME / ADMIN_PASSWORD (a generated password is printed once). */
@Injectable()
export class FirstAdminService {
  private readonly logger = new Logger('FirstAdmin');

  constructor(
    private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly projections: ProjectionsService,
    private readonly commands: CommandPath,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async ensure(print: (line: string) => void = (line) => this.logger.warn(line)): Promise<void> {
    await catchUpWithLog(this.projections, this.store, [USER_PROJECTION], 120_000);
    if (await this.users.existsByEmail(this.config.adminEmail)) return;
    const password = this.config.adminPassword ?? randomBytes(12).toString('base64url');
    const now = new Date().toISOString();
    const userId = randomUUID();
    const command: UserCommand = {
      type: 'CreateUser',
      data: {
        userId,
        email: this.config.adminEmail,
        username: this.config.adminUsername,
        name: 'Quản trị viên',
        isAdmin: true,
        isSuperAdmin: true,
        passwordHash: await hashPassword(password),
        source: 'bootstrap',
        now,
      },
    };
    const metadata = { actorId: null, actorEmail: 'system', correlationId: randomUUID(), causationId: 'first-start', occurredAt: now };
    await this.commands.execute(new DeciderCommand(userDecider, userStreamId(userId), command, metadata), [USER_PROJECTION]);
    if (!this.config.adminPassword) {
      print(`Tài khoản quản trị đầu tiên: ${this.config.adminEmail} (username: ${this.config.adminUsername}), mật khẩu: ${password} — chỉ hiện một lần, hãy lưu lại.`);
    }
  }
}
