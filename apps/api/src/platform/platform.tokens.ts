/** The Redis URL BullMQ and the attempt counters connect to (provided by the platform module). */
export const REDIS_URL = Symbol('REDIS_URL');
