import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { FixedWindowLimit } from '../../../platform/http/fixed-window-limit.js';
import { REDIS_URL } from '../../../platform/platform.tokens.js';

/** Issue 23: a trial account stored 300 templates in 111 s; one account's own writes are now capped per minute. */
export const PERSONAL_WRITE_LIMIT = { perWindow: 30, windowMs: 60_000 } as const;
export const PERSONAL_WRITE_MESSAGES = { tooFast: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.' } as const;

/**
 * What one account writes to its own things (personal settings, its prompt templates, bookmarks and read marks): at
 * most 30 writes a minute across all of them, else 429 with Retry-After, shared by every API process. Admins writing
 * shared values are not counted: callers spend only for a personal write.
 */
@Injectable()
export class PersonalWriteLimit extends FixedWindowLimit {
  constructor(@Inject(REDIS_URL) redisUrl: string, config: AppConfig) {
    super({ name: 'personal-writes', ...PERSONAL_WRITE_LIMIT, code: 'TOO_MANY_PERSONAL_WRITES', message: PERSONAL_WRITE_MESSAGES.tooFast }, redisUrl, config.jobsPrefix);
  }
}
