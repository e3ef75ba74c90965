import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { CommandResult, DomainEvent, EventStore } from '@k9/domain';
import { EVENT_STORE } from '../event-store/event-store.token.js';
import { catchUpWithLog } from '../projections/catch-up.js';
import { ProjectionsService } from '../projections/projections.service.js';
import type { DeciderCommand } from './decider-command.js';
import { tagVersion } from './version-tag.js';
import { isProjectionLag, StoredPendingException } from './stored-pending.js';

export type ReadBack<R> = {
  /** The projections whose read models `read` queries: the answer waits until they have applied the command. */
  readModels: readonly string[];
  read: () => Promise<R>;
  /** Set: the answer carries `ETag: W/"<version>"` of what was read. */
  response?: Response;
  version?: (record: R) => number;
};

/** Runs one command of a batch without waiting for the read models (the batch waits once, at its end). */
export type BatchWrite = <C, E extends DomainEvent, S>(command: DeciderCommand<C, E, S>) => Promise<CommandResult<E, S>>;

export type ManyOptions = {
  /** The read models the batch's answer comes from: waited for once, after the last item; none: no wait. */
  readModels: readonly string[];
  /** Items worked on at once (default 4). 1 keeps the items' order in the log. */
  concurrency?: number;
  /** How long the one wait may take (default: the read-your-writes timeout). */
  timeoutMs?: number;
};

const BATCH_CONCURRENCY = 4;

/**
 * The one way a request runs a command: execute (through the bus), wait for the read models the answer comes from,
 * read back, set the ETag. The user always sees their own write.
 */
@Injectable()
export class CommandPath {
  constructor(
    private readonly bus: CommandBus,
    private readonly projections: ProjectionsService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /**
   * Waits for `readModels` to have applied the command's events. A command that wrote nothing (its outcome was there
   * already, perhaps written a moment ago by another request with the same key) waits for them to have caught up with
   * the log instead, so that what is read next shows that outcome.
   */
  async execute<C, E extends DomainEvent, S>(command: DeciderCommand<C, E, S>, readModels: readonly string[]): Promise<CommandResult<E, S>> {
    const result: CommandResult<E, S> = await this.bus.execute(command);
    await this.shown(result.position, readModels, [command.streamId]);
    return result;
  }

  /**
   * The wait of `execute`, for a caller that must do something between the append and the wait (identity confirms its
   * claims): `readModels` have applied `position` (null: caught up with the log). Stored but not shown in time: 202
   * 'stored, shown in a moment' naming `streamIds`, never a 503 that invites sending it again.
   */
  async shown(position: number | null, readModels: readonly string[], streamIds: readonly string[]): Promise<void> {
    try {
      if (position !== null) await this.projections.waitFor(position, readModels);
      else if (readModels.length) await catchUpWithLog(this.projections, this.store, readModels);
    } catch (error) {
      if (position !== null && isProjectionLag(error)) throw new StoredPendingException(streamIds, position);
      throw error;
    }
  }

  async executeAndRead<C, E extends DomainEvent, S, R>(command: DeciderCommand<C, E, S>, { readModels, read, response, version }: ReadBack<R>): Promise<R> {
    await this.execute(command, readModels);
    const record = await read();
    if (response && version) tagVersion(response, version(record));
    return record;
  }

  /**
   * Batches and imports: `work` runs for each item, a few at a time, sending its commands through `write` (which does
   * not wait); then one wait for `readModels` to have caught up with the log, so the answer shows every item's
   * outcome, written by this batch or by another request meanwhile. The outcomes in the items' order. An error `work`
   * does not catch fails the batch (the items already written stay written).
   */
  async executeMany<T, O>(items: readonly T[], work: (item: T, write: BatchWrite) => Promise<O>, { readModels, concurrency = BATCH_CONCURRENCY, timeoutMs }: ManyOptions): Promise<O[]> {
    const write: BatchWrite = (command) => this.bus.execute(command);
    const outcomes: O[] = new Array(items.length);
    let next = 0;
    const lane = async () => {
      while (next < items.length) {
        const index = next++;
        outcomes[index] = await work(items[index], write);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
    try {
      if (readModels.length) await catchUpWithLog(this.projections, this.store, readModels, timeoutMs);
    } catch (error) {
      // Every item is stored (or refused) by now: only the answer's read models are late.
      if (isProjectionLag(error) && items.length > 0) throw new StoredPendingException([], null);
      throw error;
    }
    return outcomes;
  }
}
