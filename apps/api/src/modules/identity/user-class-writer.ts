import { ConflictException, Inject, Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { USER_CLASS_MESSAGES, userClassDecider, userClassStreamId, type EventMetadata, type EventStore, type UserClassCommand } from '@k9/domain';
import { CommandPath } from '../../platform/commands/command-path.js';
import { DeciderCommand } from '../../platform/commands/decider-command.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { catchUpWithLog } from '../../platform/projections/catch-up.js';
import { ProjectionsService } from '../../platform/projections/projections.service.js';
import { claimKey, IdentifierClaims, IdentifierTaken } from './accounts/identifier-claims.js';
import { IdentifierLock } from './accounts/identifier-lock.js';
import { USER_PROJECTION } from './projections/identity-user/identity-user.projection.js';
import { USER_CLASS_PROJECTION } from './projections/user-class/user-class.projection.js';
import { UsersRepository } from './users.repository.js';

export const userClassNotFound = () => new NotFoundException({ statusCode: 404, code: 'USER_CLASS_NOT_FOUND', message: USER_CLASS_MESSAGES.notFound });
/** A class id as the API writes it: decimal digits, no sign, no leading zero, within an integer column (not 0x10, 016 or 1e1). */
const CLASS_ID = /^[1-9]\d{0,8}$/;
export const classId: PipeTransform<string | number, number> = {
  // The global validation pipe has already refused what is not written in decimal; a number may reach here.
  transform: (value) => {
    if (!CLASS_ID.test(String(value))) throw userClassNotFound();
    return Number(value);
  },
};

type Naming = Extract<UserClassCommand, { type: 'CreateUserClass' | 'RenameUserClass' }>;

const READ_MODELS = [USER_CLASS_PROJECTION, USER_PROJECTION];
const nameTaken = () => new ConflictException({ statusCode: 409, code: 'USER_CLASS_EXIST', message: USER_CLASS_MESSAGES.nameTaken });

/** User classes (access groups) are written here: the answer waits for the class list and the users that belong to them. */
@Injectable()
export class UserClassWriter {
  constructor(
    private readonly commands: CommandPath,
    private readonly users: UsersRepository,
    private readonly lock: IdentifierLock,
    private readonly claims: IdentifierClaims,
    private readonly projections: ProjectionsService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /**
   * A name no other class has: the class claims it (identity_claim decides), under a lock on the name and the class;
   * a rename gives the old name back once stored.
   */
  async named(command: Naming, metadata: EventMetadata): Promise<void> {
    const { classId, name } = command.data;
    const owner = String(classId);
    const key = claimKey('class', name);
    const position = await this.lock.hold([key, `user-class:${classId}`], async () => {
      if (await this.users.classNameTaken(name, command.type === 'RenameUserClass' ? classId : undefined)) throw nameTaken();
      const result = await this.claims.around(owner, [key], () => this.append(command, metadata)).catch((error: unknown) => {
        throw error instanceof IdentifierTaken ? nameTaken() : error;
      });
      await this.claims.releaseExcept(owner, ['class'], [key]);
      return result.position;
    });
    await this.caughtUp(position);
  }

  /** A deleted class's name is free again. */
  async write(command: UserClassCommand, metadata: EventMetadata): Promise<void> {
    const { position } = await this.append(command, metadata);
    if (command.type === 'DeleteUserClass') await this.claims.releaseExcept(String(command.data.classId), ['class']);
    await this.caughtUp(position);
  }

  private append(command: UserClassCommand, metadata: EventMetadata) {
    return this.commands.execute(new DeciderCommand(userClassDecider, userClassStreamId(command.data.classId), command, metadata), []);
  }

  private async caughtUp(position: number | null): Promise<void> {
    if (position !== null) await this.projections.waitFor(position, READ_MODELS);
    else await catchUpWithLog(this.projections, this.store, READ_MODELS);
  }
}
