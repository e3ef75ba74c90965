import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type GoogleIdentity = { sub: string; email: string; email_verified: boolean; name: string };

/**
 * A stand-in for Google's OAuth 2.0 endpoints, speaking their wire format: /auth (consent granted at once: back to
 * redirect_uri with a code and the state), /token (code -> access token, checks the client secret), /userinfo
 * (OpenID userinfo JSON for the bearer token). `signInAs` sets who the next consent is for.
 */
export class FakeGoogleOAuth {
  readonly clientId = 'k9-test-client';
  readonly clientSecret = 'k9-test-secret';
  private next: GoogleIdentity | null = null;
  private readonly codes = new Map<string, GoogleIdentity>();
  private readonly tokens = new Map<string, GoogleIdentity>();
  private server: Server | null = null;
  url = '';

  signInAs(identity: GoogleIdentity): void {
    this.next = identity;
  }

  /** The environment that points the API at this server. */
  env(): Record<string, string> {
    return {
      GOOGLE_CLIENT_ID: this.clientId,
      GOOGLE_CLIENT_SECRET: this.clientSecret,
      GOOGLE_AUTH_URL: `${this.url}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${this.url}/token`,
      GOOGLE_USERINFO_URL: `${this.url}/v3/userinfo`,
    };
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', this.url);
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (url.pathname === '/o/oauth2/v2/auth') {
        const redirect = url.searchParams.get('redirect_uri');
        if (url.searchParams.get('client_id') !== this.clientId || !redirect || !this.next) return json(400, { error: 'invalid_request' });
        const code = randomUUID();
        this.codes.set(code, this.next);
        const back = new URL(redirect);
        back.searchParams.set('code', code);
        const state = url.searchParams.get('state');
        if (state) back.searchParams.set('state', state);
        response.writeHead(302, { location: back.toString() });
        return response.end();
      }
      if (url.pathname === '/token' && request.method === 'POST') {
        let raw = '';
        request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        request.on('end', () => {
          const form = new URLSearchParams(raw);
          const basic = request.headers.authorization?.startsWith('Basic ')
            ? Buffer.from(request.headers.authorization.slice(6), 'base64').toString().split(':').map(decodeURIComponent)
            : [form.get('client_id'), form.get('client_secret')];
          const identity = this.codes.get(form.get('code') ?? '');
          if (basic[0] !== this.clientId || basic[1] !== this.clientSecret || !identity) return json(400, { error: 'invalid_grant' });
          this.codes.delete(form.get('code') ?? '');
          const token = randomUUID();
          this.tokens.set(token, identity);
          json(200, { access_token: token, token_type: 'Bearer', expires_in: 3599, scope: 'openid email profile' });
        });
        return;
      }
      if (url.pathname === '/v3/userinfo') {
        // Google takes the token as a Bearer header or as ?access_token= (what passport-oauth2 sends).
        const token = request.headers.authorization?.replace(/^Bearer /, '') ?? url.searchParams.get('access_token') ?? '';
        const identity = this.tokens.get(token);
        return identity ? json(200, { ...identity, picture: '', given_name: identity.name }) : json(401, { error: 'invalid_token' });
      }
      json(404, { error: 'not_found' });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
