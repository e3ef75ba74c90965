import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { ALL_RECORDS_ROOM, classRecordsRoom, PUBLIC_RECORDS_ROOM } from '@k9/contracts';
import { isListedForLearners, type ContentType, type ListedItem } from '@k9/domain';
import { RealtimePublisher } from '../../platform/realtime/realtime.publisher.js';

/** At most one 'content.changed' per window: a 10,000-row import (20 batches a second) sends a few, not thousands. */
export const CONTENT_CHANGED_WINDOW_MS = 500;
/** The learner area's news comes at most about once a second (issue 13 §5). */
export const LEARNER_CONTENT_CHANGED_WINDOW_MS = 1000;
/** Beyond this many records in one window the message says "many" (ids: null) instead of listing them. */
const MAX_IDS = 200;

type Changes = { types: ContentType[]; ids: number[] | null };

/** A record a batch changed, and the readers' rooms of those who could read it before the batch or can after it. */
export type ContentChange = { type: ContentType; id: number; readers: string[] };

/**
 * The readers' rooms of one state of a record (null: it does not exist): admins always; learners only while it is
 * listed for them (published, not 'skip'), everyone's room when it is public, else the room of each allowed class.
 * The same rule as the learner queries (content-sql.ts); a class that was deleted has no one left in its room.
 */
export function readerRoomsOf(record: ListedItem | null): string[] {
  if (!record) return [];
  if (!isListedForLearners(record)) return [ALL_RECORDS_ROOM];
  return record.isPublic ? [ALL_RECORDS_ROOM, PUBLIC_RECORDS_ROOM] : [ALL_RECORDS_ROOM, ...record.allowed_user_class.map(classRecordsRoom)];
}

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
 * read on receipt shows the change): admins' screens as 'content.changed', the learner area as
 * 'learner.content.changed' in each readers' room, of the records that room's readers could or can read only (one
 * window per room: a learner in a class hears at most one message a second of each of its rooms). Both carry ids and
 * types only.
 */
@Injectable()
export class ContentChangesNotifier implements OnModuleDestroy {
  private readonly admins: ChangeWindow;
  /** One per readers' room that ever heard of a change: a few (the classes, the public, admins). */
  private readonly readers = new Map<string, ChangeWindow>();

  constructor(private readonly realtime: RealtimePublisher) {
    this.admins = new ChangeWindow(CONTENT_CHANGED_WINDOW_MS, (changes) => realtime.toAdmins('content.changed', changes));
  }

  changed(changes: readonly ContentChange[]): void {
    if (changes.length === 0) return;
    this.admins.add(changes);
    const byRoom = new Map<string, ContentChange[]>();
    for (const change of changes) {
      for (const room of change.readers) {
        const list = byRoom.get(room);
        if (list) list.push(change);
        else byRoom.set(room, [change]);
      }
    }
    for (const [room, changed] of byRoom) this.windowOf(room).add(changed);
  }

  onModuleDestroy(): void {
    this.admins.stop();
    for (const window of this.readers.values()) window.stop();
  }

  private windowOf(room: string): ChangeWindow {
    let window = this.readers.get(room);
    if (!window) {
      window = new ChangeWindow(LEARNER_CONTENT_CHANGED_WINDOW_MS, (changes) => this.realtime.toRoom(room, 'learner.content.changed', changes));
      this.readers.set(room, window);
    }
    return window;
  }
}
