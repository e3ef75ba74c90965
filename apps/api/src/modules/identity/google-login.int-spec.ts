import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { FakeGoogleOAuth } from '../../../test/fakes/fake-google-oauth.js';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { sessionCookieOf } from '../../../test/helpers/cookies.js';

type Agent = ReturnType<typeof request.agent>;

describe('Google sign-in (passport-google-oauth20 against a fake Google)', () => {
  const google = new FakeGoogleOAuth();
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['signIn']>>;

  beforeAll(async () => {
    await google.start();
    t = await startTestApp(google.env());
    admin = await t.signInAdmin();
  });
  afterAll(async () => {
    await t?.close();
    await google.stop();
  });

  /** The browser's round trip: our /login -> Google's consent -> our callback. Returns where it finally lands. */
  const signInWithGoogle = async (agent: Agent, redirect: string, callbackAgent: Agent = agent): Promise<string> => {
    const start = await agent.get(`/login?redirect=${encodeURIComponent(redirect)}`).expect(302);
    expect(start.headers.location.startsWith(`${google.url}/o/oauth2/v2/auth?`)).toBe(true);
    const consent = await fetch(start.headers.location, { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const callback = new URL(consent.headers.get('location') as string);
    expect(callback.pathname).toBe('/login/google/callback');
    const done = await callbackAgent.get(`${callback.pathname}${callback.search}`).expect(302);
    return done.headers.location;
  };

  it('links a Gmail registration to the Google account with that e-mail and signs it in', async () => {
    await t.http().post('/api/public/register-account').send({ name: 'Lê Gmail', phone: '0987654321', email: 'le.gmail@gmail.com', info: { termsAccepted: true } }).expect(201);
    google.signInAs({ sub: 'google-1', email: 'Le.Gmail@gmail.com', email_verified: true, name: 'Lê Gmail' });
    const browser = request.agent(t.app.getHttpServer());
    expect(await signInWithGoogle(browser, '/home?tab=stream')).toBe('/home?tab=stream');
    const profile = await browser.get('/profile').expect(200);
    expect(profile.body).toMatchObject({ email: 'le.gmail@gmail.com', googleLinked: true, validity: { state: 'active' } });
    const history = await admin.get(`/api/audit/stream/user-${profile.body.id}`).expect(200);
    expect(history.body.data[0]).toMatchObject({ type: 'GoogleAccountLinked', data: { googleId: 'google-1' } });
    // Next time the link is used (even if the Google e-mail changed), and nothing new is recorded.
    google.signInAs({ sub: 'google-1', email: 'doi-email@gmail.com', email_verified: true, name: 'Lê Gmail' });
    const again = request.agent(t.app.getHttpServer());
    expect(await signInWithGoogle(again, '/home')).toBe('/home');
    expect((await again.get('/profile')).body.id).toBe(profile.body.id);
    expect((await admin.get(`/api/audit/stream/user-${profile.body.id}`)).body.data).toHaveLength(2);
  });

  it('gives a new session id at the callback', async () => {
    google.signInAs({ sub: 'google-1', email: 'le.gmail@gmail.com', email_verified: true, name: 'Lê Gmail' });
    const browser = request.agent(t.app.getHttpServer());
    const start = await browser.get('/login?redirect=/home').expect(302);
    const before = sessionCookieOf(start);
    const consent = await fetch(start.headers.location, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location') as string);
    const done = await browser.get(`${callback.pathname}${callback.search}`).expect(302);
    const after = sessionCookieOf(done);
    expect(before).toBeDefined();
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await t.http().get('/profile').set('Cookie', before as string)).status).toBe(401);
  });

  it('never redirects off the site', async () => {
    google.signInAs({ sub: 'google-1', email: 'le.gmail@gmail.com', email_verified: true, name: 'Lê Gmail' });
    for (const redirect of ['//evil.example/home', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      expect(await signInWithGoogle(request.agent(t.app.getHttpServer()), redirect)).toBe('/home');
    }
  });

  it('does not sign in an unregistered or unverified e-mail, nor a callback from another browser', async () => {
    google.signInAs({ sub: 'google-2', email: 'chua.dang.ky@gmail.com', email_verified: true, name: 'Chưa Đăng Ký' });
    const stranger = request.agent(t.app.getHttpServer());
    expect(await signInWithGoogle(stranger, '/home')).toBe('/?loginError=google_not_registered');
    expect((await stranger.get('/profile')).status).toBe(401);

    await t.http().post('/api/public/register-account').send({ name: 'Chưa Xác Minh', phone: '0987654322', email: 'chua.xac.minh@gmail.com', info: { termsAccepted: true } }).expect(201);
    google.signInAs({ sub: 'google-3', email: 'chua.xac.minh@gmail.com', email_verified: false, name: 'Chưa Xác Minh' });
    expect(await signInWithGoogle(request.agent(t.app.getHttpServer()), '/home')).toBe('/?loginError=google_unverified');

    google.signInAs({ sub: 'google-1', email: 'le.gmail@gmail.com', email_verified: true, name: 'Lê Gmail' });
    const victim = request.agent(t.app.getHttpServer());
    expect(await signInWithGoogle(request.agent(t.app.getHttpServer()), '/home', victim)).toBe('/?loginError=google_failed');
    expect((await victim.get('/profile')).status).toBe(401);
  });
});

describe('Google sign-in when not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' });
  });
  afterAll(() => t.close());

  it('sends the visitor back to the homepage with the reason', async () => {
    const response = await t.http().get('/login?redirect=/home').expect(302);
    expect(response.headers.location).toBe('/?loginError=google_unavailable');
  });
});
