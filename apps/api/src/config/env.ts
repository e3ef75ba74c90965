/** Reading environment variables: one message shape for every bad value, checked at boot. */
export class ConfigError extends Error {}

export type Env = NodeJS.ProcessEnv;

export const int = (env: Env, key: string, fallback: number, min: number, max: number): number => {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new ConfigError(`${key} must be an integer between ${min} and ${max}, got "${raw}"`);
  return value;
};

export const text = (env: Env, key: string): string | null => {
  const raw = env[key]?.trim();
  return raw ? raw : null;
};

export const flag = (env: Env, key: string, fallback: boolean): boolean => {
  const raw = text(env, key);
  return raw === null ? fallback : ['1', 'true', 'yes'].includes(raw.toLowerCase());
};
