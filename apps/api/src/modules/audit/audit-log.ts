import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { AuditCatalogue, type AuditedEvents, type Decider, type DomainEvent } from '@k9/domain';
import { ContributionPoint, Contributions } from '../../platform/contributions.js';

/** What an auditor may see of a context's streams and events: `contributes: [AUDITED.with([<CONTEXT>_AUDIT])]`. */
export const AUDITED = new ContributionPoint<AuditedEvents>('audited-events');

type AnyDecider = Pick<Decider<unknown, DomainEvent, unknown>, 'initialState' | 'evolve'>;

/**
 * A stream kind whose state an auditor can see at any moment (issue 36 §2): its decider (or how to get it from the
 * app, for a decider assembled at boot) and the fields of the decider's state that are shown.
 */
export type AuditReplay = {
  kind: string;
  decider: AnyDecider | ((get: Get) => AnyDecider);
  shown: readonly string[];
};
export const AUDIT_REPLAYS = new ContributionPoint<AuditReplay>('audit-replays');

type Get = <T>(type: abstract new (...args: never[]) => T) => T;
type Folding<E extends DomainEvent, S> = Pick<Decider<unknown, E, S>, 'initialState' | 'evolve'>;

/** A replay declaration over a decider of any state and events (the audit folds the stream's own events with it). */
export const auditReplay = <E extends DomainEvent, S>(kind: string, decider: Folding<E, S> | ((get: Get) => Folding<E, S>), shown: readonly string[]): AuditReplay => ({
  kind,
  decider: decider as AuditReplay['decider'],
  shown,
});

/** The contexts' audit declarations, assembled once: the catalogue every audit view shows events through, and the replays. */
@Injectable()
export class AuditLog {
  readonly catalogue: AuditCatalogue;
  private readonly replays: Map<string, AuditReplay>;

  constructor(
    contributions: Contributions,
    private readonly modules: ModuleRef,
  ) {
    this.catalogue = new AuditCatalogue(contributions.to(AUDITED));
    this.replays = new Map(contributions.to(AUDIT_REPLAYS).map((replay) => [replay.kind, replay]));
  }

  replayable(kind: string): boolean {
    return this.replays.has(kind);
  }

  /** The decider that folds a stream of this kind and the state fields shown, or null when the kind has none. */
  replayOf(kind: string): { decider: AnyDecider; shown: readonly string[] } | null {
    const replay = this.replays.get(kind);
    if (!replay) return null;
    const decider = typeof replay.decider === 'function' ? replay.decider((type) => this.modules.get(type, { strict: false })) : replay.decider;
    return { decider, shown: replay.shown };
  }
}
