import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SESSION_AUTHENTICATOR } from '../../platform/realtime/session-authenticator.js';
import { FirstAdminService } from './bootstrap/first-admin.service.js';
import { CreateUserHandler } from './commands/create-user/create-user.handler.js';
import { LoginUsernameController } from './commands/login-username/login-username.controller.js';
import { AdminGuard, SignedInGuard } from './guards/guards.js';
import { UserProjection } from './projections/identity-user/identity-user.projection.js';
import { ProfileController } from './queries/profile/profile.controller.js';
import { SessionService } from './session/session.service.js';
import { UsersRepository } from './users.repository.js';

/** Global: its guards are used by every context's controllers. */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [LoginUsernameController, ProfileController],
  providers: [
    UsersRepository,
    UserProjection,
    SessionService,
    { provide: SESSION_AUTHENTICATOR, useExisting: SessionService },
    SignedInGuard,
    AdminGuard,
    CreateUserHandler,
    FirstAdminService,
  ],
  exports: [UsersRepository, SessionService, SESSION_AUTHENTICATOR, SignedInGuard, AdminGuard, FirstAdminService],
})
export class IdentityModule {}
