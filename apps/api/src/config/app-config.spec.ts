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
