/** JSON bodies nest at most this deep: class-transformer and validation recurse once per level. */
export const MAX_JSON_DEPTH = 32;

/** Error for body-parser's `verify`: refused before the body is parsed (400, see toErrorBody). */
export class JsonTooDeepError extends Error {
  readonly status = 400;
  readonly type = 'entity.too.deep';
  constructor() {
    super(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
}

/** Whether raw JSON opens more than `max` objects or arrays inside each other (brackets in strings do not count). */
export function jsonDeeperThan(raw: Uint8Array, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (byte === 0x5c) escaped = true;
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x7b || byte === 0x5b) {
      if (++depth > max) return true;
    } else if (byte === 0x7d || byte === 0x5d) depth--;
  }
  return false;
}

/** body-parser `verify` option: throws JsonTooDeepError before JSON.parse ever sees the body. */
export const refuseDeepJson = (_request: unknown, _response: unknown, raw: Buffer): void => {
  if (jsonDeeperThan(raw)) throw new JsonTooDeepError();
};
