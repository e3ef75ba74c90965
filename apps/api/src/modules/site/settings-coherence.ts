import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type pg from 'pg';
import { CacheCoherence } from '../../platform/cache/cache-coherence.js';
import { PG_POOL } from '../../platform/event-store/event-store.token.js';

/** NOTIFY channel of the settings caches. */
export const SETTINGS_CHANNEL = 'k9_settings';

/**
 * The settings answers every instance keeps in memory (the stored values, the signed-in and public answers) are
 * dropped on every instance when a setting changes: the setting projection tells them once it has committed, and a
 * setting route waits until they all have before it answers, so that a read sent after that answer, to any
 * instance, shows the change (see CacheCoherence).
 */
@Injectable()
export class SettingsCoherence implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly coherence: CacheCoherence;

  constructor(@Inject(PG_POOL) pool: pg.Pool) {
    this.coherence = new CacheCoherence(SETTINGS_CHANNEL, String(pool.options.connectionString), pool);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.coherence.start();
  }

  /** Before the platform closes the database pool (its onApplicationShutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.coherence.stop();
  }

  /** Moves whenever cached settings answers may no longer hold, on this instance (never goes down). */
  version(): number {
    return this.coherence.version();
  }

  /** A setting changed (committed): every instance drops its settings answers; resolves once they all have. */
  changed(): Promise<void> {
    return this.coherence.changed();
  }

  /** The same, without waiting for the other instances (a projection that applied a batch). */
  announce(): void {
    void this.coherence.changed({ wait: false }).catch(() => undefined);
  }
}
