import { Injectable } from '@nestjs/common';
import type { UserClassRecord } from '@k9/contracts';
import type { EventMetadata } from '@k9/domain';
import { UserClassWriter, userClassNotFound } from '../../user-class-writer.js';
import { UsersRepository } from '../../users.repository.js';

/** A class's new name, which no other class has. */
@Injectable()
export class RenameUserClass {
  constructor(
    private readonly writer: UserClassWriter,
    private readonly users: UsersRepository,
  ) {}

  async run(classId: number, name: string, metadata: EventMetadata): Promise<UserClassRecord> {
    await this.writer.named({ type: 'RenameUserClass', data: { classId, name } }, metadata);
    const record = await this.users.classById(classId);
    if (!record) throw userClassNotFound();
    return record;
  }
}
