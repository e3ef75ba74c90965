export const EVENT_STORE = Symbol('EVENT_STORE');
export const PG_POOL = Symbol('PG_POOL');
