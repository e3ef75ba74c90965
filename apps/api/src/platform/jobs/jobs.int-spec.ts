import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HttpException, Injectable, Module, type DynamicModule, type Type } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { JobSnapshot } from '@k9/contracts';
import { startPrivateRedis, type PrivateRedis } from '../../../test/helpers/redis-server.js';
import { ADMIN, startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { openTestSocket } from '../../../test/helpers/ws-client.js';
import { JOB_FAILED_MESSAGE } from './job-snapshot.js';
import { Job, JobFailure, JobHandler, type JobContext } from './job.js';
import { JOB_CANCELLED_REASON, JobsService, missingHandlerReason, QUEUE_UNAVAILABLE_MESSAGE } from './jobs.service.js';

const QUEUE = 'test-jobs';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const waitUntil = async (condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what}`);
    await sleep(25);
  }
};

/** Records what ran; shared by the test jobs of one app. */
@Injectable()
class Journal {
  readonly runs: Array<{ job: string; key: string; attempt: number; startedAt: number; failedAt?: number }> = [];
}

type LessonPayload = { lessonId: string; text: string };

@Job()
class ShoutJob extends JobHandler<LessonPayload, string> {
  readonly queue = QUEUE;
  readonly name = 'shout';
  constructor(private readonly journal: Journal) {
    super();
  }
  jobId(payload: LessonPayload) {
    return `lesson:${payload.lessonId}`;
  }
  async handle(payload: LessonPayload, ctx: JobContext) {
    this.journal.runs.push({ job: this.name, key: payload.lessonId, attempt: ctx.attempt, startedAt: Date.now() });
    await ctx.progress(50);
    await sleep(50);
    await ctx.progress({ step: 'done' });
    return payload.text.toUpperCase();
  }
}

@Job()
class FlakyJob extends JobHandler<{ id: string }, string> {
  readonly queue = QUEUE;
  readonly name = 'flaky';
  constructor(private readonly journal: Journal) {
    super();
  }
  jobId(payload: { id: string }) {
    return payload.id;
  }
  async handle(payload: { id: string }, ctx: JobContext) {
    const run: Journal['runs'][number] = { job: this.name, key: payload.id, attempt: ctx.attempt, startedAt: Date.now() };
    this.journal.runs.push(run);
    if (ctx.attempt === 1) {
      run.failedAt = Date.now();
      throw new Error('Máy chủ AI bận, thử lại sau');
    }
    return 'ok';
  }
}

@Job()
class WaitForCancelJob extends JobHandler<{ id: string }> {
  readonly queue = QUEUE;
  readonly name = 'wait-for-cancel';
  constructor(private readonly journal: Journal) {
    super();
  }
  jobId(payload: { id: string }) {
    return payload.id;
  }
  async handle(payload: { id: string }, ctx: JobContext) {
    this.journal.runs.push({ job: this.name, key: payload.id, attempt: ctx.attempt, startedAt: Date.now() });
    await new Promise((_, reject) => ctx.signal.addEventListener('abort', () => reject(new Error('aborted'))));
  }
}

/** A provider's text, as an SDK error carries it: an account, an internal address, an e-mail. */
const PROVIDER_TEXT = 'account acct_9XyZ over budget, see http://10.1.2.3:8080/billing or ops@provider.example';

@Job()
class LeakyJob extends JobHandler<{ id: string; owned: boolean }> {
  readonly queue = QUEUE;
  readonly name = 'leaky';
  override readonly attempts = 1;
  jobId(payload: { id: string; owned: boolean }) {
    return payload.id;
  }
  async handle(payload: { id: string; owned: boolean }) {
    if (payload.owned) throw new JobFailure('Có lỗi xảy ra khi tạo case. Vui lòng thử lại.', PROVIDER_TEXT);
    throw new Error(PROVIDER_TEXT);
  }
}

const prefix = () => `${process.env.K9_TEST_DB_PREFIX ?? 'k9_test_'}j${randomBytes(4).toString('hex')}`;

@Module({})
class TestJobsModule {}

/** The real API with these test jobs mounted beside the product's, on its own Redis key prefix. */
async function startJobsApp(redisUrl: string, jobPrefix: string, handlers: Type[]): Promise<TestApp> {
  const testJobs: DynamicModule = { module: TestJobsModule, providers: [Journal, ...handlers] };
  const t = await startTestApp({ REDIS_URL: redisUrl }, { jobs: { prefix: jobPrefix, enqueueTimeoutMs: 1000, shutdownTimeoutMs: 2000 }, imports: [testJobs] });
  await t.app.get(JobsService).whenListening();
  return t;
}

describe('JobsModule (real Redis, real ws)', () => {
  const redisUrl = process.env.K9_TEST_REDIS_URL!;
  const jobPrefix = prefix();
  let t: TestApp;
  let jobs: JobsService;
  let journal: Journal;
  let raw: Queue;
  let rawConnection: Redis;

  beforeAll(async () => {
    t = await startJobsApp(redisUrl, jobPrefix, [ShoutJob, FlakyJob, WaitForCancelJob, LeakyJob]);
    jobs = t.app.get(JobsService);
    journal = t.app.get(Journal);
    rawConnection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    raw = new Queue(QUEUE, { connection: rawConnection, prefix: jobPrefix });
  });

  afterAll(async () => {
    await t?.close();
    await raw?.obliterate({ force: true });
    await raw?.close();
    rawConnection?.disconnect();
  });

  it('makes one job of the same payload enqueued twice', async () => {
    const payload = { lessonId: 'twice', text: 'xin chào' };
    const [first, second] = await Promise.all([
      jobs.enqueue(ShoutJob, payload, { ownerId: 'learner-1' }),
      jobs.enqueue(ShoutJob, payload, { ownerId: 'learner-1' }),
    ]);
    expect(first).toBe('shout.lesson%3Atwice');
    expect(second).toBe(first);
    await waitUntil(async () => (await raw.getJobState(first)) === 'completed', 5000, 'the job completed');
    // A retried request after completion still finds the same job, not a second run.
    expect(await jobs.enqueue(ShoutJob, payload, { ownerId: 'learner-1' })).toBe(first);
    await sleep(200);
    expect(journal.runs.filter((run) => run.key === 'twice')).toHaveLength(1);
    expect((await raw.getJob(first))?.returnvalue).toBe('XIN CHÀO');
    expect(await jobs.counts(QUEUE)).toEqual(expect.objectContaining({ completed: 1, waiting: 0, active: 0, failed: 0 }));
  });

  it('retries a failing job after the 800 ms backoff, and it then succeeds', async () => {
    const id = await jobs.enqueue(FlakyJob, { id: 'flaky-1' }, { ownerId: null });
    await waitUntil(async () => (await raw.getJobState(id)) === 'completed', 8000, 'the retried job completed');
    const runs = journal.runs.filter((run) => run.key === 'flaky-1');
    expect(runs.map((run) => run.attempt)).toEqual([1, 2]);
    expect(runs[1].startedAt - runs[0].failedAt!).toBeGreaterThanOrEqual(780);
    const job = await raw.getJob(id);
    expect(job?.attemptsMade).toBe(2);
    expect(job?.opts.backoff).toEqual({ type: 'exponential', delay: 800 });
  });

  it("pushes progress and state to the owner's socket and the admin queue room, not to other users", async () => {
    const [learner1, learner2] = [await t.createUser(), await t.createUser()];
    const owner = await openTestSocket(t.wsUrl, { Cookie: await t.sessionCookie(learner1.username, learner1.password) });
    const other = await openTestSocket(t.wsUrl, { Cookie: await t.sessionCookie(learner2.username, learner2.password) });
    const admin = await openTestSocket(t.wsUrl, { Cookie: await t.sessionCookie(ADMIN.username, ADMIN.password) });
    await Promise.all([owner.next('session.ready'), other.next('session.ready'), admin.next('session.ready')]);
    admin.send('admin.queue.subscribe', {});
    await admin.next('room.joined');

    const jobId = await jobs.enqueue(ShoutJob, { lessonId: 'live', text: 'tiến độ' }, { ownerId: learner1.id });
    const forJob = (state: JobSnapshot['state']) => (s: JobSnapshot) => s.jobId === jobId && s.state === state;

    expect(await owner.next('job.updated', forJob('active'))).toEqual(
      expect.objectContaining({ queue: QUEUE, jobId, name: 'shout', ownerId: learner1.id }),
    );
    expect((await owner.next('job.updated', (s) => s.jobId === jobId && s.progress === 50)).state).toBe('progress');
    expect((await owner.next('job.updated', forJob('completed'))).progress).toEqual({ step: 'done' });
    expect((await admin.next('job.updated', forJob('completed'))).ownerId).toBe(learner1.id);

    other.send('ping', {});
    await other.next('pong');
    expect(other.received.filter((m) => m.event === 'job.updated')).toEqual([]);
    await Promise.all([owner.close(), other.close(), admin.close()]);
  });

  it("tells a failed job's owner only a Vietnamese message; the failure's detail reaches the admins' queue room (issue 23 §3.6)", async () => {
    const learner = await t.createUser();
    const owner = await openTestSocket(t.wsUrl, { Cookie: await t.sessionCookie(learner.username, learner.password) });
    const admin = await openTestSocket(t.wsUrl, { Cookie: await t.sessionCookie(ADMIN.username, ADMIN.password) });
    await Promise.all([owner.next('session.ready'), admin.next('session.ready')]);
    admin.send('admin.queue.subscribe', {});
    await admin.next('room.joined');
    for (const [id, owned, told] of [['leaky-job-failure', true, 'Có lỗi xảy ra khi tạo case. Vui lòng thử lại.'], ['leaky-raw-error', false, JOB_FAILED_MESSAGE]] as const) {
      const jobId = await jobs.enqueue(LeakyJob, { id, owned }, { ownerId: learner.id });
      const failed = (s: JobSnapshot) => s.jobId === jobId && s.state === 'failed';
      expect((await owner.next('job.updated', failed)).failedReason).toBe(told);
      expect((await admin.next('job.updated', failed)).failedReason).toBe(PROVIDER_TEXT);
    }
    expect(JSON.stringify(owner.received)).not.toMatch(/acct_9XyZ|10\.1\.2\.3|ops@provider/);
    await Promise.all([owner.close(), admin.close()]);
  });

  it('fails a job whose name has no handler, with a clear reason and no retries', async () => {
    const job = await raw.add('no-such-job', { payload: {}, ownerId: null }, { jobId: 'ghost-1', attempts: 3 });
    await waitUntil(async () => (await raw.getJobState(job.id!)) === 'failed', 5000, 'the unknown job failed');
    const failed = await raw.getJob(job.id!);
    expect(failed?.failedReason).toBe(missingHandlerReason(QUEUE, 'no-such-job'));
    expect(failed?.attemptsMade).toBe(1);
  });

  it('cancels: a waiting job is removed, a running one is aborted and not retried', async () => {
    const delayed = await jobs.enqueue(ShoutJob, { lessonId: 'later', text: 'x' }, { ownerId: 'learner-1', delayMs: 60_000 });
    expect(await jobs.cancel(QUEUE, delayed)).toBe('removed');
    expect(await raw.getJob(delayed)).toBeUndefined();

    const running = await jobs.enqueue(WaitForCancelJob, { id: 'cancel-me' }, { ownerId: 'learner-1' });
    await waitUntil(() => journal.runs.some((run) => run.key === 'cancel-me'), 5000, 'the job started');
    expect(await jobs.cancel(QUEUE, running)).toBe('cancelling');
    await waitUntil(async () => (await raw.getJobState(running)) === 'failed', 5000, 'the cancelled job failed');
    expect((await raw.getJob(running))?.failedReason).toBe(JOB_CANCELLED_REASON);
    expect(journal.runs.filter((run) => run.key === 'cancel-me')).toHaveLength(1);
    expect(await jobs.cancel(QUEUE, 'shout.nothing')).toBe('not-found');
  });

  it('refuses to boot when two handlers claim the same queue and name', async () => {
    @Job()
    class ShoutAgainJob extends ShoutJob {}
    await expect(startJobsApp(redisUrl, prefix(), [ShoutJob, ShoutAgainJob])).rejects.toThrow(
      'Job "shout" in queue "test-jobs" has two handlers: ShoutJob and ShoutAgainJob',
    );
  });
});

describe('JobsModule while Redis is down', () => {
  let redis: PrivateRedis;
  let t: TestApp;
  let jobs: JobsService;
  let journal: Journal;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    t = await startJobsApp(redis.url, prefix(), [ShoutJob]);
    jobs = t.app.get(JobsService);
    journal = t.app.get(Journal);
  });

  afterAll(async () => {
    await redis?.restart();
    await t?.close();
    await redis?.dispose();
  });

  it('answers 503 quickly, loses nothing stored, and runs the stored job once Redis is back', async () => {
    const stored = await jobs.enqueue(ShoutJob, { lessonId: 'before-outage', text: 'còn đây' }, { ownerId: 'learner-1', delayMs: 1500 });
    await redis.stop();

    const startedAt = Date.now();
    const refusal = await jobs.enqueue(ShoutJob, { lessonId: 'during-outage', text: 'x' }, { ownerId: 'learner-1' }).catch((error: unknown) => error);
    expect(Date.now() - startedAt).toBeLessThan(2000);
    expect(refusal).toBeInstanceOf(HttpException);
    expect((refusal as HttpException).getStatus()).toBe(503);
    expect((refusal as HttpException).getResponse()).toEqual(expect.objectContaining({ message: QUEUE_UNAVAILABLE_MESSAGE }));
    // Reads for the status screen are refused the same way.
    await expect(jobs.counts(QUEUE)).rejects.toThrow(QUEUE_UNAVAILABLE_MESSAGE);

    await sleep(2000); // past the stored job's delay while Redis is still down
    expect(journal.runs).toEqual([]);
    await redis.restart();

    await waitUntil(() => journal.runs.some((run) => run.key === 'before-outage'), 20_000, 'the stored job ran after the restart');
    expect(stored).toBe('shout.lesson%3Abefore-outage');
    await waitUntil(
      () => jobs.enqueue(ShoutJob, { lessonId: 'after-outage', text: 'y' }, { ownerId: null }).then(() => true, () => false),
      5000,
      'enqueueing works again',
    );
    await waitUntil(() => journal.runs.some((run) => run.key === 'after-outage'), 5000, 'the new job ran');
    expect(journal.runs.filter((run) => run.key === 'during-outage')).toEqual([]);
  });

  it('answers 503 within the timeout when Redis hangs without closing the connection', async () => {
    redis.freeze();
    try {
      const startedAt = Date.now();
      const refusal = await jobs.enqueue(ShoutJob, { lessonId: 'hung', text: 'z' }, { ownerId: null }).catch((error: unknown) => error);
      expect(Date.now() - startedAt).toBeLessThan(2000);
      expect((refusal as HttpException).getStatus()).toBe(503);
    } finally {
      redis.thaw();
    }
    // The command was already sent: it lands once Redis answers, and the same id means a retry finds it.
    await waitUntil(() => journal.runs.some((run) => run.key === 'hung'), 10_000, 'the late job ran');
    expect(await jobs.enqueue(ShoutJob, { lessonId: 'hung', text: 'z' }, { ownerId: null })).toBe('shout.lesson%3Ahung');
    await sleep(200);
    expect(journal.runs.filter((run) => run.key === 'hung')).toHaveLength(1);
  });
});
