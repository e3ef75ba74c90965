import { describe, expect, it } from '@jest/globals';
import { jsonDeeperThan } from './json-depth.js';

const raw = (text: string) => Buffer.from(text);

describe('jsonDeeperThan', () => {
  it('counts objects and arrays opened inside each other', () => {
    expect(jsonDeeperThan(raw(`${'['.repeat(32)}1${']'.repeat(32)}`), 32)).toBe(false);
    expect(jsonDeeperThan(raw(`${'['.repeat(33)}1${']'.repeat(33)}`), 32)).toBe(true);
    expect(jsonDeeperThan(raw(`{"a":${'{"b":'.repeat(40)}1${'}'.repeat(40)}}`), 32)).toBe(true);
    // Siblings do not add up.
    expect(jsonDeeperThan(raw(JSON.stringify(Array.from({ length: 100 }, () => [[1]]))), 3)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDeeperThan(raw(JSON.stringify({ text: '['.repeat(100) })), 2)).toBe(false);
    expect(jsonDeeperThan(raw(JSON.stringify({ text: `"\\[${'{'.repeat(50)}` })), 2)).toBe(false);
    expect(jsonDeeperThan(raw(`{"a":"\\\\",${'"b":['.repeat(1)}${'['.repeat(5)}${']'.repeat(6)}}`), 3)).toBe(true);
  });
});
