import { Body, Controller, HttpCode, HttpException, Logger, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ContactEmailRequest, type ContactEmailResponse } from '@k9/contracts';
import { CONTACT_MESSAGES, DomainError } from '@k9/domain';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { CurrentUser, SignedInAnyState } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { ContactWriter } from '../../contact-writer.js';

/** Spec 2 §2.11, §5.4, §7.4: the learner area's e-mail contact. */
@ApiTags('contact')
@Controller('api/email')
export class SendContactEmailController {
  private readonly logger = new Logger('Contact');

  constructor(private readonly writer: ContactWriter) {}

  @Post('send')
  @HttpCode(201)
  // An expired account too: contacting the school is how it gets renewed.
  @SignedInAnyState()
  @ApiOperation({
    summary:
      'Gửi email liên hệ tới hộp thư của trường (CONTACT_INBOX; Reply-To là email học viên nhập): email (bắt buộc, tối đa 254), message (bắt buộc, tối đa 5.000 ký tự), name (tối đa 100), subject (tối đa 200). ' +
      'Trả 201 khi yêu cầu đã được lưu; email được gửi bởi một job (thử lại khi SMTP lỗi). Mỗi tài khoản tối đa 5 email mỗi giờ (429). Mọi tài khoản đã đăng nhập, kể cả đã hết hạn.',
  })
  async send(@Body() body: ContactEmailRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<ContactEmailResponse> {
    try {
      const id = await this.writer.request(user, body, metadataFor(request, user));
      return { success: true, message: CONTACT_MESSAGES.sent, data: { id } };
    } catch (error) {
      if (error instanceof HttpException || error instanceof DomainError) throw error;
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      throw new HttpException({ statusCode: 500, success: false, message: CONTACT_MESSAGES.sendFailed, code: 'CONTACT_SEND_FAILED' }, 500);
    }
  }
}
