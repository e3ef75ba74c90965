import { afterEach, describe, expect, it } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import type { ServerMessages } from '@k9/contracts';
import { followServer, type Following, type Socket } from './follow-server';
import type { RealtimeEvent, RealtimeStatus } from './realtime';

/** The /ws client as the helper sees it: tests say what arrives and when the socket opens or drops. */
class FakeSocket implements Socket {
  status: RealtimeStatus;
  private readonly listeners = new Set<{ event: RealtimeEvent; listener: (data: never) => void }>();
  private readonly statusListeners = new Set<(status: RealtimeStatus) => void>();

  constructor(status: RealtimeStatus) {
    this.status = status;
  }

  on<K extends RealtimeEvent>(event: K, listener: (data: ServerMessages[K]) => void): () => void {
    const entry = { event, listener: listener as (data: never) => void };
    this.listeners.add(entry);
    return () => void this.listeners.delete(entry);
  }

  onStatus(listener: (status: RealtimeStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => void this.statusListeners.delete(listener);
  }

  send<K extends RealtimeEvent>(event: K, data: ServerMessages[K]): void {
    for (const entry of [...this.listeners]) if (entry.event === event) (entry.listener as (data: ServerMessages[K]) => void)(data);
  }

  become(status: RealtimeStatus): void {
    this.status = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }

  get listening(): number {
    return this.listeners.size + this.statusListeners.size;
  }
}

type Held = { version: number; finished: boolean };
const TAG = { type: 'Content' as const, id: 'followed' };

/**
 * A server whose reads can be held on their way back: `read()` takes the value when the request arrives, and answers
 * once `release()` is called (or at once when not held), as a real read answered before a change would.
 */
function fakeServer() {
  const server = {
    version: 1,
    finished: false,
    reads: 0,
    holding: false,
    waiting: [] as Array<() => void>,
    release() {
      server.holding = false;
      for (const answer of server.waiting.splice(0)) answer();
    },
    async read(): Promise<Held> {
      server.reads += 1;
      const value = { version: server.version, finished: server.finished };
      if (server.holding) await new Promise<void>((answer) => server.waiting.push(answer));
      return value;
    },
  };
  return server;
}

/** One store whose entries (`args`) follow `socket`; `firstReadHeld`: the first read's answer waits for `server.release()`. */
function followedEntry(socket: FakeSocket, following: Partial<Following<Held, string>> = {}, { args = ['one'], firstReadHeld = false } = {}) {
  const server = fakeServer();
  server.holding = firstReadHeld;
  const api = createApi({
    reducerPath: 'api',
    baseQuery: fakeBaseQuery(),
    tagTypes: ['Content'],
    endpoints: (build) => ({
      followed: build.query<Held, string>({
        queryFn: async () => ({ data: await server.read() }),
        providesTags: [TAG],
        keepUnusedDataFor: 0,
        ...followServer<Held, string>(
          {
            readsAgain: () => [TAG],
            // A change names its version: the held value takes it (a patch); 'learner.content.changed' reads again.
            listen: (entry) => {
              entry.on('setting.saved', ({ version }) => entry.patch((held) => ({ ...held, version })));
              entry.on('learner.content.changed', entry.readAgain);
            },
            ...following,
          },
          socket,
        ),
      }),
    }),
  });
  const store = configureStore({ reducer: { api: api.reducer }, middleware: (defaults) => defaults().concat(api.middleware) });
  const subscriptions = args.map((arg) => store.dispatch(api.endpoints.followed.initiate(arg)));
  const held = (arg = 'one') => api.endpoints.followed.select(arg)(store.getState()).data;
  return { server, held, stop: () => subscriptions.forEach((subscription) => subscription.unsubscribe()) };
}

const saved = (version: number) => ({ type: 'quiz_grading', version, setting: {} }) as unknown as ServerMessages['setting.saved'];
const changed = { types: ['news'], ids: [1] } as ServerMessages['learner.content.changed'];

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 3_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
/** Long enough for anything the helper would still do (a batch, a delayed invalidation, a few 10 ms polls). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 80));

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe('a cache entry following /ws: the first read', () => {
  it('reads again once loaded when a change came while its first read was on the way, and applies later ones in place', async () => {
    const socket = new FakeSocket('open');
    const { server, held, stop } = followedEntry(socket, {}, { firstReadHeld: true });
    stops.push(stop);
    await until(() => server.reads === 1, 'the first read');
    // The server changes after answering the read, and says so while the answer is still on its way.
    server.version = 2;
    socket.send('setting.saved', saved(2));
    server.release();
    await until(() => held()?.version === 2, 'the change');
    expect(server.reads).toBe(2);

    socket.send('setting.saved', saved(3));
    expect(held()?.version).toBe(3);
    await settle();
    expect(server.reads).toBe(2);
  });

  it.each([
    ['a message asks for it', 'open', (socket: FakeSocket) => socket.send('learner.content.changed', changed)],
    ['the socket connects for the first time', 'connecting', (socket: FakeSocket) => socket.become('open')],
  ] as const)('reads again after the first read, not during it, when %s meanwhile', async (_what, status, meanwhile) => {
    const socket = new FakeSocket(status);
    const { server, held, stop } = followedEntry(socket, {}, { firstReadHeld: true });
    stops.push(stop);
    await until(() => server.reads === 1, 'the first read');
    server.version = 2;
    meanwhile(socket);
    await settle();
    expect(server.reads).toBe(1);
    server.release();
    await until(() => held()?.version === 2, 'the read after it');
    await settle();
    expect(server.reads).toBe(2);
  });

  it('reads nothing more when nothing happened', async () => {
    const socket = new FakeSocket('open');
    const { server, held, stop } = followedEntry(socket);
    stops.push(stop);
    await until(() => held() !== undefined, 'the first read');
    await settle();
    expect(server.reads).toBe(1);
  });
});

describe('a cache entry following /ws: many entries, one message', () => {
  it('reads each entry that hears the same message once', async () => {
    const socket = new FakeSocket('open');
    const { server, held, stop } = followedEntry(socket, {}, { args: ['one', 'two'] });
    stops.push(stop);
    await until(() => held('one') !== undefined && held('two') !== undefined, 'the first reads');
    expect(server.reads).toBe(2);
    server.version = 2;
    socket.send('learner.content.changed', changed);
    await until(() => held('one')?.version === 2 && held('two')?.version === 2, 'the reads again');
    await settle();
    expect(server.reads).toBe(4);
  });
});

describe('a cache entry following /ws: the socket opening', () => {
  it('reads again when the socket connects for the first time after the first read (a change meanwhile is not lost)', async () => {
    const socket = new FakeSocket('connecting');
    const { server, held, stop } = followedEntry(socket);
    stops.push(stop);
    await until(() => held()?.version === 1, 'the first read');
    // Changed before the socket could tell anyone.
    server.version = 2;
    socket.become('open');
    await until(() => held()?.version === 2, 'the read on connecting');
    await settle();
    expect(server.reads).toBe(2);
  });

  it('reads again after every reconnect, and not when the socket was open all along', async () => {
    const socket = new FakeSocket('open');
    const { server, held, stop } = followedEntry(socket);
    stops.push(stop);
    await until(() => held() !== undefined, 'the first read');
    await settle();
    expect(server.reads).toBe(1);
    socket.become('reconnecting');
    server.version = 5;
    socket.become('open');
    await until(() => held()?.version === 5, 'the read after reconnecting');
    socket.become('replaced');
    socket.become('open');
    await until(() => server.reads === 3, 'the read after coming back');
  });
});

describe('a cache entry following /ws: polling while the socket is down', () => {
  it('polls only while the socket is down, and stops once it is open again', async () => {
    const socket = new FakeSocket('open');
    const { server, held, stop } = followedEntry(socket, { pollWhileDown: { everyMs: 10 } });
    stops.push(stop);
    await until(() => held() !== undefined, 'the first read');
    await settle();
    expect(server.reads).toBe(1);

    socket.become('reconnecting');
    await until(() => server.reads >= 4, 'polls while down');
    socket.become('open');
    await settle();
    const afterOpen = server.reads;
    await settle();
    expect(server.reads).toBe(afterOpen);
  });

  it('does not poll for a page with no socket wanted (signed out), nor once the entry says it cannot change any more', async () => {
    const idle = new FakeSocket('idle');
    const signedOut = followedEntry(idle, { pollWhileDown: { everyMs: 10 } });
    stops.push(signedOut.stop);
    await until(() => signedOut.held() !== undefined, 'the first read');
    await settle();
    expect(signedOut.server.reads).toBe(1);

    const down = new FakeSocket('reconnecting');
    const finishing = followedEntry(down, { pollWhileDown: { everyMs: 10, until: (held) => !held?.finished } });
    stops.push(finishing.stop);
    await until(() => finishing.server.reads >= 2, 'a poll');
    finishing.server.finished = true;
    await until(() => finishing.held()?.finished === true, 'the end');
    const reads = finishing.server.reads;
    await settle();
    expect(finishing.server.reads).toBe(reads);
  });
});

describe('a cache entry following /ws: its end', () => {
  it('stops listening and polling when the entry goes', async () => {
    const socket = new FakeSocket('reconnecting');
    const { server, held, stop } = followedEntry(socket, { pollWhileDown: { everyMs: 10 } });
    await until(() => held() !== undefined, 'the first read');
    expect(socket.listening).toBe(3);
    stop();
    await until(() => socket.listening === 0, 'the entry to go');
    const reads = server.reads;
    await settle();
    expect(server.reads).toBe(reads);
  });
});
