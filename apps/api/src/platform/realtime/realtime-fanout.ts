import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { ServerMessages } from '@k9/contracts';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config.js';
import { createConsumerConnection, createProducerConnection } from '../jobs/redis-connections.js';
import { REDIS_URL } from '../platform.tokens.js';
import { RealtimeHub } from './realtime-hub.js';

type Envelope = { origin: string; rooms: string[]; event: keyof ServerMessages; data: unknown };

/**
 * Carries a message published on one API instance to the sockets of every other instance, over one Redis pub/sub
 * channel per deployment (JOBS_PREFIX). A projection or a job runs on one instance while the user's tab may be connected
 * to another. Each instance delivers its own messages itself and skips them when they come back from Redis. With
 * Redis down, messages still reach the sockets of the instance that sent them; the others get them again once it is back
 * (what was published meanwhile is not replayed: the screens read again when their socket reconnects).
 */
@Injectable()
export class RealtimeFanout implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Realtime');
  private readonly origin = randomUUID();
  private readonly channel: string;
  private publisher: Redis | null = null;
  private subscriber: Redis | null = null;
  private warned = false;

  constructor(
    private readonly hub: RealtimeHub,
    @Inject(REDIS_URL) private readonly redisUrl: string,
    config: AppConfig,
  ) {
    this.channel = `${config.jobsPrefix}:realtime`;
  }

  onModuleInit(): void {
    this.publisher = createProducerConnection(this.redisUrl, `${this.channel}:pub`);
    this.publisher.on('error', () => undefined);
    this.subscriber = createConsumerConnection(this.redisUrl, `${this.channel}:sub`);
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (_channel: string, text: string) => this.receive(text));
    // Not awaited: boot does not wait for Redis; ioredis subscribes again after every reconnection.
    this.subscriber.subscribe(this.channel).catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    this.subscriber?.disconnect();
    this.publisher?.disconnect();
  }

  send(rooms: readonly string[], event: keyof ServerMessages, data: unknown): void {
    const envelope: Envelope = { origin: this.origin, rooms: [...rooms], event, data };
    this.publisher?.publish(this.channel, JSON.stringify(envelope)).then(
      () => (this.warned = false),
      (error: Error) => {
        if (!this.warned) this.logger.warn(`Live messages reach only this instance's sockets while Redis is unreachable: ${error.message}`);
        this.warned = true;
      },
    );
  }

  private receive(text: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      return;
    }
    if (envelope.origin === this.origin || !Array.isArray(envelope.rooms)) return;
    this.hub.publish(envelope.rooms, envelope.event, envelope.data as ServerMessages[typeof envelope.event]);
  }
}
