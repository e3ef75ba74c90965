import { pickPaths, type AuditedEvents, type AuditFieldRule, type AuditStreamKind } from './audited-events.js';

/** What a shown event carries: its allow-listed data, and whether that includes a learner's own words. */
export type ShownEventData = { data: Record<string, unknown>; personal: boolean };

/** Every context's declaration, assembled: the kind of a stream, the rule of an event type, an event's data as shown. */
export class AuditCatalogue {
  private readonly kinds: readonly AuditStreamKind[];
  private readonly rules = new Map<string, AuditFieldRule>();

  constructor(declarations: readonly AuditedEvents[]) {
    const kinds = declarations.flatMap((declaration) => declaration.kinds);
    const seen = new Set<string>();
    for (const { kind } of kinds) {
      if (seen.has(kind)) throw new Error(`Stream kind ${kind} is declared twice`);
      seen.add(kind);
    }
    // The longest prefix first: 'content-ai-batch-' before 'content-', 'user-class-' before 'user-'.
    this.kinds = [...kinds].sort((a, b) => b.prefix.length - a.prefix.length);
    for (const declaration of declarations) {
      for (const [type, rule] of Object.entries(declaration.events)) {
        if (this.rules.has(type)) throw new Error(`Event type ${type} has two audit rules`);
        this.rules.set(type, rule);
      }
    }
  }

  get eventTypes(): string[] {
    return [...this.rules.keys()];
  }

  get streamKinds(): readonly AuditStreamKind[] {
    return [...this.kinds].sort((a, b) => a.label.localeCompare(b.label, 'vi'));
  }

  ruleOf(type: string): AuditFieldRule | undefined {
    return this.rules.get(type);
  }

  /** The kind of a stream by its id ('other' when no context declared its prefix). */
  kindOf(streamId: string): string {
    return this.kinds.find((each) => streamId.startsWith(each.prefix))?.kind ?? 'other';
  }

  /** The event's data as an auditor sees it: only the allow-listed fields (nothing for a type without a rule). */
  shown(type: string, data: unknown): ShownEventData {
    const rule = this.rules.get(type);
    if (!rule) return { data: {}, personal: false };
    const picked = (pickPaths(data, rule.shown) ?? {}) as Record<string, unknown>;
    const personal = (rule.personal ?? []).some((field) => picked[field.split('.')[0]] !== undefined && picked[field.split('.')[0]] !== null);
    return { data: picked, personal };
  }
}
