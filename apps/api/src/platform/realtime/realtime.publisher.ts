import { Injectable } from '@nestjs/common';
import { ADMIN_QUEUE_ROOM, userRoom, type ServerMessages } from '@k9/contracts';
import { RealtimeHub } from './realtime-hub.js';

/**
 * What the rest of the API uses to push a typed message to sockets. Each method returns how many sockets
 * of this instance got the message.
 *
 * Delivery is in-process: it reaches the sockets connected to this API instance. Job updates already work
 * with several instances (every instance reads the same BullMQ event stream and pushes to its own
 * sockets); other messages will need a Redis pub/sub fan-out here once a second instance runs.
 */
@Injectable()
export class RealtimePublisher {
  constructor(private readonly hub: RealtimeHub) {}

  toUser<E extends keyof ServerMessages>(userId: string, event: E, data: ServerMessages[E]): number {
    return this.hub.publish([userRoom(userId)], event, data);
  }

  toRoom<E extends keyof ServerMessages>(room: string, event: E, data: ServerMessages[E]): number {
    return this.hub.publish([room], event, data);
  }

  /** Once per socket even when it is in several of the rooms (an admin watching the queue and owning the job). */
  toRooms<E extends keyof ServerMessages>(rooms: readonly string[], event: E, data: ServerMessages[E]): number {
    return this.hub.publish(rooms, event, data);
  }

  /** Admins who have joined the admin queue room ('admin.queue.subscribe'). */
  toAdmins<E extends keyof ServerMessages>(event: E, data: ServerMessages[E]): number {
    return this.hub.publish([ADMIN_QUEUE_ROOM], event, data);
  }
}
