import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { aiCallStreamId, AUDIT_MESSAGES as M, CHAIN_ROLE_LABELS, planChain, type ChainEvent, type ChainRole, type ChainTarget, type EventStore, type RecordedEvent } from '@k9/domain';
import type { AuditChainLink, AuditChainResponse } from '@k9/contracts';
import { EVENT_STORE } from '../../../../platform/event-store/event-store.token.js';
import { AuditLog } from '../../audit-log.js';

/** The most events of one stream the chain reads (a chat session or a record with a long history). */
const STREAM_MAX = 5000;

const chainEvent = (event: RecordedEvent): ChainEvent => ({
  position: event.globalPosition,
  streamId: event.streamId,
  version: event.streamVersion,
  type: event.type,
  occurredAt: event.metadata.occurredAt,
  actorId: event.metadata.actorId,
  actorEmail: event.metadata.actorEmail,
  correlationId: event.metadata.correlationId,
  data: event.data,
});

export type ShownChain = AuditChainResponse & { personalStreams: string[]; personalEvents: number };

/**
 * The chain behind an AI-made thing (issue 36 §3): the pure plan (libs/domain audit/ai-chain) over the stream's
 * events, then the ledger calls it names, the flow or setting version it ran with and the AI batch it came from, each
 * link shown through the allow-list and pointing at the event it came from.
 */
@Injectable()
export class AiChainService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly log: AuditLog,
  ) {}

  async chain(streamId: string, target: ChainTarget = {}): Promise<ShownChain> {
    const events = (await this.store.readStream(streamId, { limit: STREAM_MAX })).map(chainEvent);
    const plan = planChain(events, target);
    if (!plan) throw new NotFoundException({ statusCode: 404, message: M.noChain, code: 'NO_CHAIN' });
    const links: Array<{ role: ChainRole; event: ChainEvent }> = [];
    const add = (role: ChainRole, event: ChainEvent | null | undefined) => {
      if (event && !links.some((link) => link.event.position === event.position)) links.push({ role, event });
    };
    add('asked', plan.asked);
    for (const config of plan.configs) if (config.streamId && config.version) add('config', await this.atVersion(config.streamId, config.version));
    for (const step of plan.steps) add(step === plan.made ? 'made' : 'step', step);
    for (const callId of plan.callIds) add('call', (await this.store.readStream(aiCallStreamId(callId), { limit: 1 })).map(chainEvent)[0]);
    for (const related of plan.related) {
      const batch = (await this.store.readStream(related, { limit: STREAM_MAX })).map(chainEvent);
      add('asked', batch.find((event) => event.type === 'AiBatchRequested'));
      for (const applied of batch.filter((event) => event.type === 'AiBatchApplied')) add('approval', applied);
    }
    plan.edits.forEach((event) => add('edit', event));
    plan.approvals.forEach((event) => add('approval', event));

    const personalStreams: string[] = [];
    const shown = links
      .sort((a, b) => a.event.position - b.event.position)
      .map(({ role, event }): AuditChainLink => {
        const { data, personal } = this.log.catalogue.shown(event.type, event.data);
        if (personal) personalStreams.push(event.streamId);
        return {
          role,
          roleLabel: CHAIN_ROLE_LABELS[role],
          label: this.log.catalogue.ruleOf(event.type)?.label ?? event.type,
          streamId: event.streamId,
          position: event.position,
          version: event.version,
          type: event.type,
          occurredAt: event.occurredAt,
          actorId: event.actorId,
          actorEmail: event.actorEmail,
          correlationId: event.correlationId ?? '',
          data,
        };
      });
    const made = shown.find((link) => link.position === plan.made.position)!;
    // Who asked, where only the result's provenance names them (a queue task): as the result's asker.
    if (!shown.some((link) => link.role === 'asked') && plan.requestedBy) made.data = { ...made.data, requestedBy: plan.requestedBy };
    return { streamId, made, links: shown, personalStreams, personalEvents: personalStreams.length };
  }

  private async atVersion(streamId: string, version: number): Promise<ChainEvent | undefined> {
    return (await this.store.readStream(streamId, { afterVersion: version - 1, limit: 1 })).map(chainEvent)[0];
  }
}
