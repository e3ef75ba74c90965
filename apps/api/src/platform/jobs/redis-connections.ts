import { Redis, type RedisOptions } from 'ioredis';

/** Reconnect quickly and forever: workers must resume on their own once Redis is back. */
const retryStrategy = (times: number) => Math.min(100 * times, 2000);

/**
 * For enqueueing from an HTTP request: commands fail at once while Redis is unreachable (no offline
 * queue, one retry), so the request can answer 503 instead of hanging.
 */
export const createProducerConnection = (url: string, name: string): Redis =>
  new Redis(url, {
    connectionName: name,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    retryStrategy,
  } satisfies RedisOptions);

/** For workers and queue events: BullMQ's blocking commands need `maxRetriesPerRequest: null`. */
export const createConsumerConnection = (url: string, name: string): Redis =>
  new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: null,
    retryStrategy,
  } satisfies RedisOptions);

const UNAVAILABLE =
  /Stream isn't writeable|enableOfflineQueue|Connection is closed|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENOTFOUND|max retries per request|LOADING|connect ETIMEDOUT|READONLY|MISCONF/i;

/** Errors that mean "Redis cannot take this now" (worth a 503), as opposed to a bug in the caller. */
export const isRedisUnavailableError = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  return error.name === 'MaxRetriesPerRequestError' || UNAVAILABLE.test(error.message);
};

/** Resolves once the client is ready; never rejects (ioredis keeps reconnecting). */
export const whenReady = (client: Redis): Promise<void> =>
  client.status === 'ready' ? Promise.resolve() : new Promise((resolve) => client.once('ready', () => resolve()));
