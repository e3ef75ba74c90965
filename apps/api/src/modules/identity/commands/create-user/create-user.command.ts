import type { CreateUser, EventMetadata } from '@k9/domain';

export class CreateUserCommand {
  constructor(
    readonly data: CreateUser['data'],
    readonly metadata: EventMetadata,
  ) {}
}
