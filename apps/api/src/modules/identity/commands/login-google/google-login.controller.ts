import { randomUUID } from 'node:crypto';
import { Controller, Get, Logger, Next, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { Passport } from 'passport';
import { Strategy as GoogleStrategy, type Profile as GoogleProfile } from 'passport-google-oauth20';
import { ROUTES } from '@k9/contracts';
import { AppConfig } from '../../../../config/app-config.js';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AccountsService } from '../../accounts/accounts.service.js';
import { sameSitePath, startSession } from '../../session/sign-in.js';
import { UsersRepository } from '../../users.repository.js';

/** Where a failed Google sign-in lands: the homepage shows the reason (`loginError`). */
const failure = (code: 'google_unavailable' | 'google_not_registered' | 'google_failed' | 'google_unverified') => `/?loginError=${code}`;

/**
 * "Đăng nhập bằng Gmail" (spec 1 §2.4): passport-google-oauth20 with the endpoints from the config. A Google account
 * signs in the user it is linked to, or the user registered with its (verified) e-mail, which it then links.
 */
@ApiTags('identity')
@Controller()
export class GoogleLoginController {
  private readonly logger = new Logger('GoogleLogin');
  // Our own instance: several apps in one process (the tests) must not share strategies.
  private readonly passport = new Passport();

  constructor(
    private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
  ) {
    const google = config.google;
    if (!google) return;
    this.passport.use(
      'google',
      new GoogleStrategy(
        {
          clientID: google.clientId,
          clientSecret: google.clientSecret,
          authorizationURL: google.authorizationUrl,
          tokenURL: google.tokenUrl,
          userProfileURL: google.userInfoUrl,
          callbackURL: config.publicUrl ? `${config.publicUrl}${ROUTES.loginGoogleCallback}` : ROUTES.loginGoogleCallback,
          proxy: config.trustProxy,
          // A state in the session ties the callback to the browser that started the sign-in.
          state: true,
        },
        (_accessToken: string, _refreshToken: string, profile: GoogleProfile, done: (error: unknown, user?: GoogleProfile) => void) => done(null, profile),
      ),
    );
  }

  @Get('/login')
  @ApiOperation({ summary: 'Bắt đầu đăng nhập Google (?redirect=/home: đường dẫn trong trang này)' })
  start(@Query('redirect') redirect: unknown, @Req() request: Request, @Res() response: Response, @Next() next: NextFunction): void {
    if (!this.config.google) return response.redirect(302, failure('google_unavailable'));
    request.session.loginRedirect = sameSitePath(redirect);
    this.passport.authenticate('google', { scope: ['openid', 'email', 'profile'], prompt: 'select_account', session: false })(request, response, next);
  }

  @Get(ROUTES.loginGoogleCallback)
  @ApiOperation({ summary: 'Google gọi lại sau khi người dùng đồng ý' })
  callback(@Req() request: Request, @Res() response: Response): void {
    if (!this.config.google) return response.redirect(302, failure('google_unavailable'));
    this.passport.authenticate('google', { session: false }, (error: unknown, profile: GoogleProfile | false) => {
      this.finish(request, response, error, profile).catch((failed: unknown) => {
        this.logger.warn(`Google sign-in failed: ${(failed as Error).message}`);
        if (!response.headersSent) response.redirect(302, failure('google_failed'));
      });
    })(request, response, (error: unknown) => {
      this.logger.warn(`Google sign-in failed: ${(error as Error)?.message}`);
      response.redirect(302, failure('google_failed'));
    });
  }

  private async finish(request: Request, response: Response, error: unknown, profile: GoogleProfile | false): Promise<void> {
    if (error || !profile) {
      if (error) this.logger.warn(`Google sign-in refused: ${(error as Error).message ?? error}`);
      return response.redirect(302, failure('google_failed'));
    }
    const email = profile.emails?.[0];
    const verified = email?.verified === true || (email?.verified as unknown) === 'true';
    let user = await this.users.findByGoogleId(profile.id);
    if (!user) {
      if (!email?.value) return response.redirect(302, failure('google_failed'));
      if (!verified) return response.redirect(302, failure('google_unverified'));
      user = await this.users.findByEmail(email.value);
      if (!user) return response.redirect(302, failure('google_not_registered'));
      const metadata = { ...metadataFor(request, { id: user.id, email: user.email }), causationId: randomUUID() };
      await this.accounts.linkGoogle(user.id, profile.id, email.value, metadata);
    }
    const { loginRedirect } = await startSession(request, user.id);
    response.redirect(302, sameSitePath(loginRedirect));
  }
}
