import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { Profile as GoogleProfile } from 'passport-google-oauth20';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AccountsService } from '../../accounts/accounts.service.js';
import { claimKey, IdentifierClaims } from '../../accounts/identifier-claims.js';
import { UsersRepository } from '../../users.repository.js';

/** Why a Google sign-in did not sign anyone in; the homepage shows it (`?loginError=`). */
export type GoogleLoginFailure = 'google_unavailable' | 'google_not_registered' | 'google_failed' | 'google_unverified';

/**
 * Whom a Google account signs in: the user it is linked to, or the user registered with its (verified) e-mail, which
 * it then links. The account whose claim holds the e-mail, when there is one: that is the account the e-mail belongs
 * to, whatever the read model shows.
 */
@Injectable()
export class LoginGoogle {
  constructor(
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
    private readonly claims: IdentifierClaims,
  ) {}

  async userOf(profile: GoogleProfile, request: Request): Promise<{ userId: string } | { failure: GoogleLoginFailure }> {
    const email = profile.emails?.[0];
    const verified = email?.verified === true || (email?.verified as unknown) === 'true';
    const linked = await this.users.findByGoogleId(profile.id);
    if (linked) return { userId: linked.id };
    if (!email?.value) return { failure: 'google_failed' };
    if (!verified) return { failure: 'google_unverified' };
    const owner = await this.claims.ownerOf(claimKey('email', email.value));
    const user = (owner ? await this.users.findById(owner) : null) ?? (await this.users.findByEmail(email.value));
    if (!user) return { failure: 'google_not_registered' };
    const metadata = { ...metadataFor(request, { id: user.id, email: user.email }), causationId: randomUUID() };
    await this.accounts.linkGoogle(user.id, profile.id, email.value, metadata);
    return { userId: user.id };
  }
}
