import { Body, Controller, Delete, HttpCode, Param, ParseUUIDPipe, Post, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  AdminRightsRequest,
  DeleteUsersRequest,
  UserFormRequest,
  USER_FORM_MESSAGES,
  type AdminRightsResponse,
  type UserDeleteResponse,
  type UserSaveResponse,
} from '@k9/contracts';
import type { Requester } from '@k9/domain';
import { BadRequestException } from '@nestjs/common';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AccountsService, type SavedUser } from '../../accounts/accounts.service.js';
import { AdminOnly, CurrentUser } from '../../guards/guards.js';
import type { SessionUser } from '../../session/session-user.js';
import { UsersRepository } from '../../users.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const saved = ({ record, initialPassword }: SavedUser): UserSaveResponse => ({ success: true, data: record, ...(initialPassword ? { initialPassword } : {}) });
const badId = () => new BadRequestException({ statusCode: 400, code: 'VALIDATION', message: USER_FORM_MESSAGES.idRequired });
const userId = () => new ParseUUIDPipe({ exceptionFactory: badId });
const requester = (admin: SessionUser): Requester => ({ userId: admin.id, isSuperAdmin: admin.isSuperAdmin });

/** The admin's user table (spec 1 §7, spec 3 §5). */
@ApiTags('identity')
@Controller('api/user')
@AdminOnly()
export class UsersController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly users: UsersRepository,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Tạo người dùng; mật khẩu ban đầu trả về một lần, người dùng phải đổi khi đăng nhập' })
  async create(@Body() body: UserFormRequest, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<UserSaveResponse> {
    return saved(await this.accounts.create(body, metadataFor(request, admin)));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Cập nhật người dùng (thông tin, thời hạn, lớp, đặt lại mật khẩu); tài khoản quản trị viên khác: chỉ quản trị viên cấp cao' })
  async update(@Param('id', userId()) id: string, @Body() body: UserFormRequest, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<UserSaveResponse> {
    return saved(await this.accounts.update(id, body, requester(admin), metadataFor(request, admin)));
  }

  @Put(':id/admin')
  @ApiOperation({ summary: 'Cấp (isAdmin: true) hoặc thu hồi (false) quyền quản trị: chỉ quản trị viên cấp cao, không áp dụng cho chính mình (403)' })
  async setAdminRights(@Param('id', userId()) id: string, @Body() body: AdminRightsRequest, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<AdminRightsResponse> {
    const data = await this.accounts.setAdminRights(id, body.isAdmin, requester(admin), metadataFor(request, admin));
    return { success: true, data, message: body.isAdmin ? USER_FORM_MESSAGES.adminGranted : USER_FORM_MESSAGES.adminWithdrawn };
  }

  @Delete()
  @ApiOperation({ summary: 'Xóa người dùng: body { id } (một hoặc nhiều); không xóa được chính mình; tài khoản quản trị viên: chỉ quản trị viên cấp cao' })
  async remove(@Body() body: DeleteUsersRequest, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<UserDeleteResponse> {
    const ids = ([] as unknown[]).concat(body.id);
    if (!ids.length || ids.length > 1000 || !ids.every((id): id is string => typeof id === 'string' && UUID.test(id))) throw badId();
    return { success: true, deleted: await this.accounts.delete(ids, requester(admin), metadataFor(request, admin)) };
  }
}
