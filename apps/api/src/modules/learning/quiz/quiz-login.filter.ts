import { Catch, UnauthorizedException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { QUIZ_MESSAGES } from '@k9/domain';

/** Spec 2 §5.1: quiz history signed out reads 'Vui lòng đăng nhập để xem lịch sử quiz'. */
@Catch(UnauthorizedException)
export class QuizLoginFilter implements ExceptionFilter {
  catch(_exception: UnauthorizedException, host: ArgumentsHost): void {
    host.switchToHttp().getResponse<Response>().status(401).json({ statusCode: 401, code: 'SIGN_IN_REQUIRED', message: QUIZ_MESSAGES.loginRequired });
  }
}
