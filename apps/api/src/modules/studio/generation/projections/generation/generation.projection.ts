import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertNever, GENERATION_EVENT_TYPES, type GenerationEvent, type RecordedEvent } from '@k9/domain';
import type { Projection } from '../../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../../platform/projections/projection.decorator.js';
import { TouchedRows } from '../../../../../platform/projections/touched-rows.js';
import { GenerationLive } from '../../generation-live.js';
import { GENERATION_PROJECTION } from '../../generation-names.js';
import { GenerationView } from './generation.entity.js';

export { GENERATION_PROJECTION };

/** studio_generation: each admin's history records and queued requests; deleted or removed ones leave the table (the audit keeps them). */
@Injectable()
@ReadModelProjection()
export class GenerationProjection implements Projection {
  constructor(private readonly live: GenerationLive) {}

  readonly name = GENERATION_PROJECTION;
  readonly eventTypes = GENERATION_EVENT_TYPES;
  readonly tables = ['studio_generation'] as const;

  /** The rows the batch touches are loaded in one query and changed in memory; the runner flushes them. */
  async apply(em: EntityManager, recorded: RecordedEvent[]): Promise<void> {
    const events = recorded as unknown as RecordedEvent<GenerationEvent>[];
    const created = new Set<GenerationEvent['type']>(['GenerationRequested', 'GenerationRecorded']);
    const rows = await TouchedRows.load(em, GenerationView, 'id', events.filter((event) => !created.has(event.type)).map((event) => event.data.generationId));
    for (const event of events) {
      const at = new Date(event.metadata.occurredAt);
      const stamp = { updatedAt: at, version: event.streamVersion, lastPosition: event.globalPosition };
      const id = event.data.generationId;
      const view = rows.get(id);
      switch (event.type) {
        case 'GenerationRequested': {
          const { prompt, flow, settings, asker } = event.data;
          rows.create(id, {
            id,
            ownerId: asker.id,
            userCreated: asker.email,
            aiGenConfigId: flow.id,
            flowVersion: flow.version,
            flowName: flow.name,
            prompt,
            settings: { ...settings, imageDescriptions: [], imageDescriptionsVi: [], ai3Result: null },
            anwser: '',
            audioUrl: null,
            imageUrls: [],
            isCreate: false,
            status: 'waiting',
            steps: [],
            createdAt: at,
            ...stamp,
          });
          break;
        }
        case 'GenerationRecorded': {
          const { AIGenConfigId, flowVersion, prompt, settings, anwser, audioUrl, imageUrls, asker } = event.data;
          rows.create(id, {
            id,
            ownerId: asker.id,
            userCreated: asker.email,
            aiGenConfigId: AIGenConfigId,
            flowVersion,
            flowName: null,
            prompt,
            settings,
            anwser,
            audioUrl,
            imageUrls,
            isCreate: false,
            status: 'completed',
            steps: [],
            createdAt: at,
            ...stamp,
          });
          break;
        }
        case 'GenerationStepCompleted':
          if (view) Object.assign(view, { steps: [...view.steps, event.data.step], ...stamp });
          break;
        case 'GenerationCompleted': {
          if (!view) break;
          const { anwser, imageUrls, imageDescriptions, imageDescriptionsVi, ai3Result } = event.data;
          Object.assign(view, { status: 'completed', anwser, imageUrls, settings: { ...view.settings, imageDescriptions, imageDescriptionsVi, ai3Result }, ...stamp });
          break;
        }
        case 'GenerationFailed':
          if (view) Object.assign(view, { status: 'failed', anwser: event.data.anwser, ...stamp });
          break;
        case 'AnswerEdited':
        case 'AnswerImproved':
          if (view) Object.assign(view, { anwser: event.data.anwser, ...stamp });
          break;
        case 'AudioAttached':
          if (view) Object.assign(view, { audioUrl: event.data.audioUrl, ...stamp });
          break;
        case 'GenerationPublished':
          if (view) Object.assign(view, { isCreate: true, ...stamp });
          break;
        case 'GenerationRemoved':
        case 'GenerationDeleted':
          rows.remove(id);
          break;
        default:
          assertNever(event);
      }
    }
  }

  /** The asking admin's open tabs hear of each change (and get the queue again when it moved). */
  afterCommit(events: RecordedEvent[]): void {
    this.live.changed(events as unknown as RecordedEvent<GenerationEvent>[]);
  }
}
