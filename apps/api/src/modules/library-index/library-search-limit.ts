import { Inject, Injectable } from '@nestjs/common';
import { LIBRARY_INDEX_MESSAGES as M } from '@k9/domain';
import { AppConfig } from '../../config/app-config.js';
import { FixedWindowLimit } from '../../platform/http/fixed-window-limit.js';
import { REDIS_URL } from '../../platform/platform.tokens.js';

/**
 * Issue 28 §3: at most 60 searches a minute per learner's account (LIBRARY_SEARCHES_PER_MINUTE), over HTTP and through
 * the assistant together, counted across instances. Admins, who run the library, are not counted.
 */
@Injectable()
export class LibrarySearchLimit extends FixedWindowLimit {
  constructor(@Inject(REDIS_URL) redisUrl: string, config: AppConfig) {
    super({ name: 'library-searches', perWindow: config.librarySearchesPerMinute, windowMs: 60_000, code: 'TOO_MANY_SEARCHES', message: M.tooManySearches(config.librarySearchesPerMinute) }, redisUrl, config.jobsPrefix);
  }
}
