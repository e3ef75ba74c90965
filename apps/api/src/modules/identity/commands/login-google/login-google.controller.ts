import { Controller, Get, Logger, Next, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { Passport } from 'passport';
import { Strategy as GoogleStrategy, type Profile as GoogleProfile } from 'passport-google-oauth20';
import { ROUTES } from '@k9/contracts';
import { AppConfig } from '../../../../config/app-config.js';
import { sameSitePath, startSession } from '../../session/sign-in.js';
import { LoginGoogle, type GoogleLoginFailure } from './login-google.js';

/** Where a failed Google sign-in lands: the homepage shows the reason (`loginError`). */
const failure = (code: GoogleLoginFailure) => `/?loginError=${code}`;

/** "Đăng nhập bằng Gmail" (spec 1 §2.4): passport-google-oauth20 with the endpoints from the config; whom it signs in: LoginGoogle. */
@ApiTags('identity')
@Controller()
export class LoginGoogleController {
  private readonly logger = new Logger('GoogleLogin');
  // Our own instance: several apps in one process (the tests) must not share strategies.
  private readonly passport = new Passport();

  constructor(
    private readonly config: AppConfig,
    private readonly loginGoogle: LoginGoogle,
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
    const found = await this.loginGoogle.userOf(profile, request);
    if ('failure' in found) return response.redirect(302, failure(found.failure));
    const { loginRedirect } = await startSession(request, found.userId);
    response.redirect(302, sameSitePath(loginRedirect));
  }
}
