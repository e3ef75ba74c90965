import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { ContentType } from '@k9/domain';
import { RealtimePublisher } from '../../platform/realtime/realtime.publisher.js';

/** At most one 'content.changed' per window: a 10,000-row import (20 batches a second) sends a few, not thousands. */
export const CONTENT_CHANGED_WINDOW_MS = 500;
/** Beyond this many records in one window the message says "many" (ids: null) instead of listing them. */
const MAX_IDS = 200;

/**
 * Tells the admins' open lists that records changed (the content-record projection calls it once a batch is
 * committed, so a list read on receipt shows the change). The first change goes out at once; the ones that follow
 * within the window are gathered into one message at its end.
 */
@Injectable()
export class ContentChangesNotifier implements OnModuleDestroy {
  private types = new Set<ContentType>();
  private ids: Set<number> | null = new Set();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastSentAt = 0;

  constructor(private readonly realtime: RealtimePublisher) {}

  changed(changes: ReadonlyArray<{ type: ContentType; id: number }>): void {
    if (changes.length === 0) return;
    for (const { type, id } of changes) {
      this.types.add(type);
      this.ids?.add(id);
    }
    if (this.ids && this.ids.size > MAX_IDS) this.ids = null;
    this.timer ??= setTimeout(() => this.flush(), Math.max(0, this.lastSentAt + CONTENT_CHANGED_WINDOW_MS - Date.now()));
  }

  onModuleDestroy(): void {
    clearTimeout(this.timer);
  }

  private flush(): void {
    this.timer = undefined;
    this.lastSentAt = Date.now();
    const message = { types: [...this.types], ids: this.ids ? [...this.ids] : null };
    this.types = new Set();
    this.ids = new Set();
    this.realtime.toAdmins('content.changed', message);
  }
}
