import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './app-config.js';

const configOf = (env: Record<string, string>) => loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'k9-config-')), SESSION_SECRET: 'a-secret-of-enough-length', ...env });

describe('JOBS_PREFIX', () => {
  it("defaults to 'k9' and takes a deployment's own prefix", () => {
    expect(configOf({}).jobsPrefix).toBe('k9');
    expect(configOf({ JOBS_PREFIX: 'k9_staging' }).jobsPrefix).toBe('k9_staging');
  });

  it('refuses a prefix that would reach into other keys', () => {
    expect(() => configOf({ JOBS_PREFIX: 'k9:*' })).toThrow(/JOBS_PREFIX/);
    expect(() => configOf({ JOBS_PREFIX: 'x'.repeat(65) })).toThrow(/JOBS_PREFIX/);
  });
});

describe('LIST_QUERY_CONCURRENCY', () => {
  it("defaults to one more than the machine's cores and refuses what is not a count", () => {
    expect(configOf({}).listQueryConcurrency).toBe(availableParallelism() + 1);
    expect(configOf({ LIST_QUERY_CONCURRENCY: '6' }).listQueryConcurrency).toBe(6);
    expect(() => configOf({ LIST_QUERY_CONCURRENCY: '0' })).toThrow(/LIST_QUERY_CONCURRENCY/);
  });
});

describe('EVENT_MAX_BYTES and APPEND_MAX_BYTES', () => {
  it('default to 256 kB and 2 MB, take other sizes, and refuse an append cap below the event cap', () => {
    expect(configOf({})).toMatchObject({ eventMaxBytes: 262_144, appendMaxBytes: 2_097_152 });
    expect(configOf({ EVENT_MAX_BYTES: '65536', APPEND_MAX_BYTES: '131072' })).toMatchObject({ eventMaxBytes: 65_536, appendMaxBytes: 131_072 });
    expect(() => configOf({ EVENT_MAX_BYTES: '65536', APPEND_MAX_BYTES: '1024' })).toThrow(/APPEND_MAX_BYTES/);
    expect(() => configOf({ EVENT_MAX_BYTES: 'big' })).toThrow(/EVENT_MAX_BYTES/);
  });
});
