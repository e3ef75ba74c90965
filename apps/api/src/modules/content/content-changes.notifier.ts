import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { SIGNED_IN_ROOM } from '@k9/contracts';
import type { ContentType } from '@k9/domain';
import { RealtimePublisher } from '../../platform/realtime/realtime.publisher.js';

/** At most one 'content.changed' per window: a 10,000-row import (20 batches a second) sends a few, not thousands. */
export const CONTENT_CHANGED_WINDOW_MS = 500;
/** The learner area's news comes at most about once a second (issue 13 §5). */
export const LEARNER_CONTENT_CHANGED_WINDOW_MS = 1000;
/** Beyond this many records in one window the message says "many" (ids: null) instead of listing them. */
const MAX_IDS = 200;

type Changes = { types: ContentType[]; ids: number[] | null };

/**
 * Gathers changes into one message per window: the first change goes out at once; the ones that follow within the
 * window are gathered into one message at its end.
 */
class ChangeWindow {
  private types = new Set<ContentType>();
  private ids: Set<number> | null = new Set();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastSentAt = 0;

  constructor(
    private readonly windowMs: number,
    private readonly send: (changes: Changes) => void,
  ) {}

  add(changes: ReadonlyArray<{ type: ContentType; id: number }>): void {
    for (const { type, id } of changes) {
      this.types.add(type);
      this.ids?.add(id);
    }
    if (this.ids && this.ids.size > MAX_IDS) this.ids = null;
    this.timer ??= setTimeout(() => this.flush(), Math.max(0, this.lastSentAt + this.windowMs - Date.now()));
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  private flush(): void {
    this.timer = undefined;
    this.lastSentAt = Date.now();
    const changes = { types: [...this.types], ids: this.ids ? [...this.ids] : null };
    this.types = new Set();
    this.ids = new Set();
    this.send(changes);
  }
}

/**
 * Tells open lists that records changed (the content-record projection calls it once a batch is committed, so a list
 * read on receipt shows the change): admins' screens as 'content.changed', every signed-in socket (the learner area)
 * as 'learner.content.changed'. Both carry ids and types only.
 */
@Injectable()
export class ContentChangesNotifier implements OnModuleDestroy {
  private readonly admins: ChangeWindow;
  private readonly learners: ChangeWindow;

  constructor(realtime: RealtimePublisher) {
    this.admins = new ChangeWindow(CONTENT_CHANGED_WINDOW_MS, (changes) => realtime.toAdmins('content.changed', changes));
    this.learners = new ChangeWindow(LEARNER_CONTENT_CHANGED_WINDOW_MS, (changes) => realtime.toRoom(SIGNED_IN_ROOM, 'learner.content.changed', changes));
  }

  changed(changes: ReadonlyArray<{ type: ContentType; id: number }>): void {
    if (changes.length === 0) return;
    this.admins.add(changes);
    this.learners.add(changes);
  }

  onModuleDestroy(): void {
    this.admins.stop();
    this.learners.stop();
  }
}
