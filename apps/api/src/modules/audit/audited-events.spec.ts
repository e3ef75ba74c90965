import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { AUDIT_TYPE_GROUPS, AuditCatalogue } from '@k9/domain';
import { CONTEXTS } from '../../contexts.js';
import { Contributions } from '../../platform/contributions.js';
import { AUDIT_REPLAYS, AUDITED } from './audit-log.js';

const DOMAIN = join(dirname(fileURLToPath(import.meta.url)), '../../../../../libs/domain/src');

/** Every event type the domain defines: each `DomainEvent<'Name', …>` in its sources. */
function definedEventTypes(dir = DOMAIN): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return definedEventTypes(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.spec.ts')) return [];
    return [...readFileSync(path, 'utf8').matchAll(/DomainEvent<\s*'(\w+)'/g)].map((match) => match[1]);
  });
}

describe("the auditors' allow-list, assembled from the contexts' declarations (issue 36 §1)", () => {
  const contributions = Contributions.of(CONTEXTS);
  const catalogue = new AuditCatalogue(contributions.to(AUDITED));
  const types = [...new Set(definedEventTypes())].sort();

  it('has a rule for every event type the system defines: a new event type without one fails here', () => {
    expect(types.length).toBeGreaterThan(130);
    expect(types.filter((type) => !catalogue.ruleOf(type))).toEqual([]);
  });

  it('has no rule for a type nobody defines (a renamed event leaves no stale entry)', () => {
    expect(catalogue.eventTypes.filter((type) => !types.includes(type))).toEqual([]);
  });

  it('never lists a secret, and lists as personal only fields it shows', () => {
    for (const type of catalogue.eventTypes) {
      const rule = catalogue.ruleOf(type)!;
      expect({ type, secrets: rule.shown.filter((field) => /^password$|passwordhash|secret|api_?key|session_?data|cookie/i.test(field)) }).toEqual({ type, secrets: [] });
      expect({ type, unshown: (rule.personal ?? []).filter((field) => !rule.shown.includes(field)) }).toEqual({ type, unshown: [] });
      expect(rule.label.trim()).not.toBe('');
    }
  });

  it("keeps a learner's chat messages, essay answers and notes as personal", () => {
    expect(catalogue.ruleOf('ChatUserMessagePosted')!.personal).toContain('content');
    expect(catalogue.ruleOf('QuizSubmitted')!.personal).toContain('essayAnswers');
    expect(catalogue.ruleOf('ThesisSegmentAdded')!.personal).toContain('content');
  });

  it('groups only types that exist, and replays only declared kinds', () => {
    for (const [key, group] of Object.entries(AUDIT_TYPE_GROUPS)) expect({ key, unknown: group.types.filter((type) => !catalogue.ruleOf(type)) }).toEqual({ key, unknown: [] });
    const kinds = catalogue.streamKinds.map((each) => each.kind);
    expect(contributions.to(AUDIT_REPLAYS).map((replay) => replay.kind).sort()).toEqual(['ai-summary', 'content', 'flow-config', 'question', 'setting', 'user']);
    for (const replay of contributions.to(AUDIT_REPLAYS)) expect(kinds).toContain(replay.kind);
  });

  it('knows the kind of each stream the contexts write', () => {
    const examples: Record<string, string> = {
      'content-12': 'content', 'content-ai-batch-x': 'ai-batch', 'content-import-x': 'content-import', 'user-0b1c': 'user', 'user-class-3': 'user-class',
      'setting-ZALO_INFO': 'setting', 'quiz-attempts-u-4': 'quiz-attempt', 'ai-call-c1': 'ai-call', 'ai-gen-history-7': 'studio-history', 'chat-session-9': 'chat-session',
      'question-5': 'question', 'question-generation-5': 'question-generation', 'question-order': 'question-order', 'thesis-t1': 'thesis', 'learner-data-reads-u-2026-11-29': 'learner-data-read',
    };
    expect(Object.fromEntries(Object.keys(examples).map((streamId) => [streamId, catalogue.kindOf(streamId)]))).toEqual(examples);
  });
});
