import { Global, Module } from '@nestjs/common';
import { SESSION_AUTHENTICATOR } from '../../platform/realtime/session-authenticator.js';
import { AccountsService } from './accounts/accounts.service.js';
import { IdentifierClaims } from './accounts/identifier-claims.js';
import { IdentifierLock } from './accounts/identifier-lock.js';
import { FirstAdminService } from './bootstrap/first-admin.service.js';
import { IdentifierRepair } from './bootstrap/identifier-repair.service.js';
import { ChangePasswordController } from './commands/change-password/change-password.controller.js';
import { ChangePassword } from './commands/change-password/change-password.js';
import { CreateUserClassController } from './commands/create-user-class/create-user-class.controller.js';
import { CreateUserClass } from './commands/create-user-class/create-user-class.js';
import { CreateUserController } from './commands/create-user/create-user.controller.js';
import { DeleteUserClassController } from './commands/delete-user-class/delete-user-class.controller.js';
import { DeleteUsersController } from './commands/delete-users/delete-users.controller.js';
import { LoginGoogleController } from './commands/login-google/login-google.controller.js';
import { LoginGoogle } from './commands/login-google/login-google.js';
import { LoginUsernameController } from './commands/login-username/login-username.controller.js';
import { LoginUsername } from './commands/login-username/login-username.js';
import { LogoutController } from './commands/logout/logout.controller.js';
import { RegisterAccountController } from './commands/register-account/register-account.controller.js';
import { RegisterAccount } from './commands/register-account/register-account.js';
import { RenameUserClassController } from './commands/rename-user-class/rename-user-class.controller.js';
import { RenameUserClass } from './commands/rename-user-class/rename-user-class.js';
import { SetAdminRightsController } from './commands/set-admin-rights/set-admin-rights.controller.js';
import { SetAuditorRightsController } from './commands/set-auditor-rights/set-auditor-rights.controller.js';
import { UpdateUserController } from './commands/update-user/update-user.controller.js';
import { AdminGuard, SignedInGuard } from './guards/guards.js';
import { UserProjection } from './projections/identity-user/identity-user.projection.js';
import { UserClassProjection } from './projections/user-class/user-class.projection.js';
import { ProfileController } from './queries/profile/profile.controller.js';
import { SignInOptionsController } from './queries/sign-in-options/sign-in-options.controller.js';
import { UserClassListController } from './queries/user-class-list/user-class-list.controller.js';
import { UserListController } from './queries/user-list/user-list.controller.js';
import { SessionRevocationProcessor } from './session/session-revocation.processor.js';
import { SessionService } from './session/session.service.js';
import { AttemptCounter } from './throttle/attempt-counter.js';
import { LoginThrottle } from './throttle/login-throttle.js';
import { PersonalWriteLimit } from './throttle/personal-write-limit.js';
import { UserClassWriter } from './user-class-writer.js';
import { UsersRepository } from './users.repository.js';

/** Global: its guards are used by every context's controllers. */
@Global()
@Module({
  controllers: [
    LoginUsernameController,
    LogoutController,
    LoginGoogleController,
    SignInOptionsController,
    RegisterAccountController,
    ProfileController,
    ChangePasswordController,
    UserListController,
    CreateUserController,
    UpdateUserController,
    SetAdminRightsController,
    SetAuditorRightsController,
    DeleteUsersController,
    UserClassListController,
    CreateUserClassController,
    RenameUserClassController,
    DeleteUserClassController,
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
    IdentifierClaims,
    IdentifierRepair,
    AccountsService,
    UserClassWriter,
    CreateUserClass,
    RenameUserClass,
    ChangePassword,
    LoginUsername,
    LoginGoogle,
    RegisterAccount,
    AttemptCounter,
    LoginThrottle,
    PersonalWriteLimit,
    FirstAdminService,
  ],
  exports: [UsersRepository, SessionService, SESSION_AUTHENTICATOR, SignedInGuard, AdminGuard, FirstAdminService, AttemptCounter, PersonalWriteLimit],
})
export class IdentityModule {}
