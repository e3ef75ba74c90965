import { Body, ConflictException, Controller, Delete, HttpCode, NotFoundException, Param, Post, Put, Req, type PipeTransform } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { USER_CLASS_MESSAGES, userClassDecider, userClassStreamId, type EventMetadata, type UserClassCommand } from '@k9/domain';
import { UserClassRequest, type UserClassRecord } from '@k9/contracts';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { CommandPath } from '../../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../../platform/commands/decider-command.js';
import { IdentifierLock } from '../../accounts/identifier-lock.js';
import { AdminOnly, CurrentUser } from '../../guards/guards.js';
import { USER_PROJECTION } from '../../projections/identity-user/identity-user.projection.js';
import { USER_CLASS_PROJECTION } from '../../projections/user-class/user-class.projection.js';
import type { SessionUser } from '../../session/session-user.js';
import { UsersRepository } from '../../users.repository.js';

const notFound = () => new NotFoundException({ statusCode: 404, code: 'USER_CLASS_NOT_FOUND', message: USER_CLASS_MESSAGES.notFound });
/** A class id as the API writes it: decimal digits, no sign, no leading zero, within an integer column (not 0x10, 016 or 1e1). */
const CLASS_ID = /^[1-9]\d{0,8}$/;
const classId: PipeTransform<string | number, number> = {
  // The global validation pipe has already refused what is not written in decimal; a number may reach here.
  transform: (value) => {
    if (!CLASS_ID.test(String(value))) throw notFound();
    return Number(value);
  },
};

/** User classes (access groups): spec 1 §7 / spec 2 §7.7. */
@ApiTags('identity')
@Controller('api/user-class')
@AdminOnly()
export class UserClassesController {
  constructor(
    private readonly commands: CommandPath,
    private readonly users: UsersRepository,
    private readonly lock: IdentifierLock,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Tạo lớp người dùng' })
  async create(@Body() body: UserClassRequest, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<{ success: true; data: UserClassRecord }> {
    const id = await this.users.nextClassId();
    await this.uniqueName(body.name, undefined, () => this.run({ type: 'CreateUserClass', data: { classId: id, name: body.name } }, metadataFor(request, admin)));
    return { success: true, data: (await this.users.classById(id))! };
  }

  @Put(':id')
  @ApiOperation({ summary: 'Đổi tên lớp người dùng' })
  async rename(@Param('id', classId) id: number, @Body() body: UserClassRequest, @CurrentUser() admin: SessionUser, @Req() request: Request) {
    await this.uniqueName(body.name, id, () => this.run({ type: 'RenameUserClass', data: { classId: id, name: body.name } }, metadataFor(request, admin)));
    const record = await this.users.classById(id);
    if (!record) throw notFound();
    return { success: true, data: record };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Xóa lớp người dùng (người dùng thuộc lớp này được gỡ khỏi lớp)' })
  async remove(@Param('id', classId) id: number, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<{ success: true }> {
    await this.run({ type: 'DeleteUserClass', data: { classId: id } }, metadataFor(request, admin));
    return { success: true };
  }

  private uniqueName(name: string, exceptId: number | undefined, work: () => Promise<unknown>) {
    return this.lock.hold([`class:${name}`], async () => {
      if (await this.users.classNameTaken(name, exceptId)) {
        throw new ConflictException({ statusCode: 409, code: 'USER_CLASS_EXIST', message: USER_CLASS_MESSAGES.nameTaken });
      }
      return work();
    });
  }

  private async run(command: UserClassCommand, metadata: EventMetadata): Promise<void> {
    await this.commands.execute(new DeciderCommand(userClassDecider, userClassStreamId(command.data.classId), command, metadata), [USER_CLASS_PROJECTION, USER_PROJECTION]);
  }
}
