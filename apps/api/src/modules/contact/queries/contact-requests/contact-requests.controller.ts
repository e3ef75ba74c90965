import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CONTACT_REQUESTS_PAGE_SIZE, ContactRequestListQuery, type ContactRequestListResponse } from '@k9/contracts';
import { AppConfig } from '../../../../config/app-config.js';
import { AdminOnly } from '../../../identity/guards/guards.js';
import { ContactRequestsRepository } from '../../contact-requests.repository.js';

@ApiTags('contact')
@Controller('api/email')
@AdminOnly()
export class ContactRequestsController {
  constructor(
    private readonly requests: ContactRequestsRepository,
    private readonly config: AppConfig,
  ) {}

  @Get('requests')
  @ApiOperation({
    summary: `Danh sách yêu cầu liên hệ qua email, mới nhất trước (page, pageSize mặc định ${CONTACT_REQUESTS_PAGE_SIZE}, tối đa 100) với trạng thái gửi (waiting, retrying, sent, failed) và lý do lỗi; smtpConfigured false: chưa cấu hình SMTP, yêu cầu chờ gửi. Chỉ admin.`,
  })
  async list(@Query() query: ContactRequestListQuery): Promise<ContactRequestListResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? CONTACT_REQUESTS_PAGE_SIZE;
    const { rows, total } = await this.requests.list(page, pageSize);
    return { success: true, data: rows, total, page, pageSize, smtpConfigured: this.config.contactMail !== null };
  }
}
