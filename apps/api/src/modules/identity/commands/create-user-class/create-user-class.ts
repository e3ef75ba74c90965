import { Injectable } from '@nestjs/common';
import type { UserClassRecord } from '@k9/contracts';
import type { EventMetadata } from '@k9/domain';
import { UserClassWriter } from '../../user-class-writer.js';
import { UsersRepository } from '../../users.repository.js';

/** A new class under the next id, with a name no other class has. */
@Injectable()
export class CreateUserClass {
  constructor(
    private readonly writer: UserClassWriter,
    private readonly users: UsersRepository,
  ) {}

  async run(name: string, metadata: EventMetadata): Promise<UserClassRecord> {
    const classId = await this.users.nextClassId();
    await this.writer.named({ type: 'CreateUserClass', data: { classId, name } }, metadata);
    return (await this.users.classById(classId))!;
  }
}
