import { Inject, Injectable } from '@nestjs/common';
import type { AiGenHistoryRecord } from '@k9/contracts';
import {
  DomainError,
  generationDecider,
  generationRequestKeyDecider,
  generationRequestKeyStreamId,
  generationStreamId,
  type AiFlowConfig,
  type EventMetadata,
  type EventStore,
  type FlowSnapshot,
  type GenerationCommand,
} from '@k9/domain';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { catchUpWithLog } from '../../../platform/projections/catch-up.js';
import { ProjectionsService } from '../../../platform/projections/projections.service.js';
import type { SessionUser } from '../../identity/session/session-user.js';
import { FlowConfigsRepository } from '../flow-configs/flow-configs.repository.js';
import { flowNotFound, generationNotFound } from './generation-id.js';
import { GenerationQueue } from './generation-queue.js';
import { GenerationsRepository, toGenerationRecord } from './generations.repository.js';
import { GENERATION_PROJECTION } from './generation-names.js';

export const snapshotOf = (flow: AiFlowConfig): FlowSnapshot => ({ id: flow.id, version: flow.version, name: flow.name, layout: flow.layout, aiConfigs: flow.aiConfigs });

/** The one way history records are written over HTTP: an admin's request, a direct save, and the changes to their own records. */
@Injectable()
export class GenerationWriter {
  constructor(
    private readonly commands: CommandPath,
    private readonly generations: GenerationsRepository,
    private readonly flows: FlowConfigsRepository,
    private readonly queue: GenerationQueue,
    private readonly projections: ProjectionsService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async flow(id: number): Promise<AiFlowConfig> {
    const flow = await this.flows.get(id);
    if (!flow) throw flowNotFound();
    return flow;
  }

  /**
   * Joins the admin's queue: the record exists from now on, and runs when the admin's earlier requests are done. With a
   * request key, a repeat (a double click, a retry) answers the record the first one made.
   */
  async request(
    user: SessionUser,
    body: { prompt: unknown; AIGenConfigId: number; settings?: Record<string, unknown>; requestKey?: string },
    metadata: EventMetadata,
  ): Promise<AiGenHistoryRecord> {
    const flow = await this.flow(body.AIGenConfigId);
    let id = await this.generations.nextId();
    if (body.requestKey) {
      const assigned = await this.commands.execute(
        new DeciderCommand(generationRequestKeyDecider, generationRequestKeyStreamId(user.id, body.requestKey), { type: 'AssignGenerationRequestKey', data: { ownerId: user.id, key: body.requestKey, generationId: id } }, metadata),
        [],
      );
      id = assigned.state.generationId ?? id;
    }
    const command: GenerationCommand = { type: 'RequestGeneration', data: { generationId: id, prompt: body.prompt, flow: snapshotOf(flow), settings: body.settings ?? {}, asker: { id: user.id, email: user.email } } };
    let record: AiGenHistoryRecord;
    try {
      record = await this.run(id, user, command, { ...metadata, flowId: flow.id, flowVersion: flow.version });
    } catch (error) {
      // The same key's first request made it (perhaps a moment ago): answer that record once it can be read.
      if (!(error instanceof DomainError && error.code === 'GENERATION_EXISTS' && body.requestKey)) throw error;
      await catchUpWithLog(this.projections, this.store, [GENERATION_PROJECTION]);
      const view = await this.generations.findOwned(id, user.id);
      if (!view) throw generationNotFound();
      record = toGenerationRecord(view);
    }
    await this.queue.ensureRunning(user.id);
    return record;
  }

  async record(user: SessionUser, body: { prompt: unknown; AIGenConfigId?: number; settings?: Record<string, unknown>; anwser?: unknown; audioUrl?: unknown; imageUrls?: unknown }, metadata: EventMetadata): Promise<AiGenHistoryRecord> {
    const flow = body.AIGenConfigId === undefined ? null : await this.flow(body.AIGenConfigId);
    const id = await this.generations.nextId();
    return this.run(id, user, {
      type: 'RecordGeneration',
      data: { generationId: id, flow: flow && snapshotOf(flow), prompt: body.prompt, settings: body.settings ?? {}, anwser: body.anwser, audioUrl: body.audioUrl, imageUrls: body.imageUrls, asker: { id: user.id, email: user.email } },
    }, metadata);
  }

  /** Runs a command on one of the admin's own records and answers the record as it then is, and whether anything changed. */
  async change(id: number, user: SessionUser, command: GenerationCommand, metadata: EventMetadata): Promise<{ record: AiGenHistoryRecord; changed: boolean }> {
    if (!(await this.generations.findOwned(id, user.id))) throw generationNotFound();
    const result = await this.commands.execute(new DeciderCommand(generationDecider, generationStreamId(id), command, metadata), [GENERATION_PROJECTION]);
    const view = await this.generations.find(id);
    if (!view) throw generationNotFound();
    return { record: toGenerationRecord(view), changed: result.events.length > 0 };
  }

  async end(id: number, user: SessionUser, command: GenerationCommand, metadata: EventMetadata): Promise<void> {
    if (!(await this.generations.findOwned(id, user.id))) throw generationNotFound();
    await this.commands.execute(new DeciderCommand(generationDecider, generationStreamId(id), command, metadata), [GENERATION_PROJECTION]);
  }

  private async run(id: number, _user: SessionUser, command: GenerationCommand, metadata: EventMetadata): Promise<AiGenHistoryRecord> {
    return this.commands.executeAndRead(new DeciderCommand(generationDecider, generationStreamId(id), command, metadata), {
      readModels: [GENERATION_PROJECTION],
      read: async () => toGenerationRecord((await this.generations.find(id))!),
    });
  }
}
