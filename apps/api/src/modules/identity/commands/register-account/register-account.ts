import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { REGISTER_MESSAGES, type RegisterAccountRequest } from '@k9/contracts';
import type { EventMetadata } from '@k9/domain';
import { AppConfig } from '../../../../config/app-config.js';
import { AccountsService } from '../../accounts/accounts.service.js';
import { LoginThrottle } from '../../throttle/login-throttle.js';

/** A trial account (spec 1 §2.3), a few per address. */
@Injectable()
export class RegisterAccount {
  constructor(
    private readonly accounts: AccountsService,
    private readonly throttle: LoginThrottle,
    private readonly config: AppConfig,
  ) {}

  async run(body: RegisterAccountRequest, ip: string, metadata: EventMetadata): Promise<void> {
    // A Gmail-mode account has no password: it could never sign in without Google sign-in.
    if (body.username === undefined && !this.config.google) {
      throw new UnprocessableEntityException({ statusCode: 422, code: 'GMAIL_SIGN_IN_UNAVAILABLE', message: REGISTER_MESSAGES.gmailUnavailable });
    }
    await this.throttle.registration(ip);
    await this.accounts.register(body, metadata);
  }
}
