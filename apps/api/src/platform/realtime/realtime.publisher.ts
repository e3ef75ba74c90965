import { Injectable } from '@nestjs/common';
import { ADMIN_QUEUE_ROOM, userRoom, type ServerMessages } from '@k9/contracts';
import { RealtimeFanout } from './realtime-fanout.js';
import { RealtimeHub } from './realtime-hub.js';

/**
 * What the rest of the API uses to push a typed message to sockets: to this instance's sockets at once, and through
 * RealtimeFanout to every other instance's. Each method returns how many sockets of this instance got the message.
 */
@Injectable()
export class RealtimePublisher {
  constructor(
    private readonly hub: RealtimeHub,
    private readonly fanout: RealtimeFanout,
  ) {}

  toUser<E extends keyof ServerMessages>(userId: string, event: E, data: ServerMessages[E]): number {
    return this.toRooms([userRoom(userId)], event, data);
  }

  toRoom<E extends keyof ServerMessages>(room: string, event: E, data: ServerMessages[E]): number {
    return this.toRooms([room], event, data);
  }

  /** Once per socket even when it is in several of the rooms (an admin watching the queue and owning the job). */
  toRooms<E extends keyof ServerMessages>(rooms: readonly string[], event: E, data: ServerMessages[E]): number {
    this.fanout.send(rooms, event, data);
    return this.hub.publish(rooms, event, data);
  }

  /** Admins who have joined the admin queue room ('admin.queue.subscribe'). */
  toAdmins<E extends keyof ServerMessages>(event: E, data: ServerMessages[E]): number {
    return this.toRooms([ADMIN_QUEUE_ROOM], event, data);
  }

  /**
   * Only this instance's sockets: for messages every instance makes itself from a shared source (`job.updated`, from
   * BullMQ's event stream, which each instance reads), which the fan-out would otherwise deliver twice.
   */
  toRoomsOnThisInstance<E extends keyof ServerMessages>(rooms: readonly string[], event: E, data: ServerMessages[E]): number {
    return this.hub.publish(rooms, event, data);
  }
}
