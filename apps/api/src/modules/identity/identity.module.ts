import { Global, Module } from '@nestjs/common';
import { SESSION_AUTHENTICATOR } from '../../platform/realtime/session-authenticator.js';
import { AccountsService } from './accounts/accounts.service.js';
import { IdentifierLock } from './accounts/identifier-lock.js';
import { FirstAdminService } from './bootstrap/first-admin.service.js';
import { ChangePasswordController } from './commands/change-password/change-password.controller.js';
import { GoogleLoginController } from './commands/login-google/google-login.controller.js';
import { LoginUsernameController } from './commands/login-username/login-username.controller.js';
import { UserClassesController } from './commands/manage-classes/user-classes.controller.js';
import { UsersController } from './commands/manage-users/users.controller.js';
import { RegisterAccountController } from './commands/register/register-account.controller.js';
import { AdminGuard, SignedInGuard } from './guards/guards.js';
import { UserProjection } from './projections/identity-user/identity-user.projection.js';
import { UserClassProjection } from './projections/user-class/user-class.projection.js';
import { ProfileController } from './queries/profile/profile.controller.js';
import { UserClassListController } from './queries/user-class-list/user-class-list.controller.js';
import { UserListController } from './queries/user-list/user-list.controller.js';
import { SessionRevocationProcessor } from './session/session-revocation.processor.js';
import { SessionService } from './session/session.service.js';
import { AttemptCounter } from './throttle/attempt-counter.js';
import { LoginThrottle } from './throttle/login-throttle.js';
import { PersonalWriteLimit } from './throttle/personal-write-limit.js';
import { UsersRepository } from './users.repository.js';

/** Global: its guards are used by every context's controllers. */
@Global()
@Module({
  controllers: [
    LoginUsernameController,
    GoogleLoginController,
    RegisterAccountController,
    ProfileController,
    ChangePasswordController,
    UserListController,
    UsersController,
    UserClassListController,
    UserClassesController,
  ],
  providers: [
    UsersRepository,
    UserProjection,
    UserClassProjection,
    SessionService,
    SessionRevocationProcessor,
    { provide: SESSION_AUTHENTICATOR, useExisting: SessionService },
    SignedInGuard,
    AdminGuard,
    IdentifierLock,
    AccountsService,
    AttemptCounter,
    LoginThrottle,
    PersonalWriteLimit,
    FirstAdminService,
  ],
  exports: [UsersRepository, SessionService, SESSION_AUTHENTICATOR, SignedInGuard, AdminGuard, FirstAdminService, AttemptCounter, PersonalWriteLimit],
})
export class IdentityModule {}
