import { Inject, Injectable } from '@nestjs/common';
import type { AnswerProvenance, ProvenanceActor } from '@k9/contracts';
import { generationStreamId, questionStreamId, streamPages, type EventStore, type GenerationEvent, type QuestionEvent, type RecordedEvent } from '@k9/domain';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { generationNotFound } from '../generation/generation-id.js';
import { questionNotFound } from '../questions/question-id.js';

const actorOf = (event: RecordedEvent): ProvenanceActor => ({ id: event.metadata.actorId, email: event.metadata.actorEmail });
const at = (event: RecordedEvent) => event.metadata.occurredAt;

const empty = (): AnswerProvenance => ({
  questionId: null,
  generationId: null,
  origin: 'admin',
  createdBy: null,
  askedBy: null,
  askedAt: null,
  prompt: null,
  flow: null,
  steps: [],
  changes: [],
  approvals: [],
  answerEdits: [],
});

/**
 * The provenance of a published answer, replayed from the events (DESIGN §13): who asked, the flow and its version,
 * each step's model and ledger call, who edited or improved the answer, who approved it (and in which batch).
 */
@Injectable()
export class ProvenanceReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** A history record's: the caller's own (another admin's is as good as missing). */
  async ofGeneration(generationId: number, ownerId: string): Promise<AnswerProvenance> {
    const [first] = await this.store.readStream<GenerationEvent>(generationStreamId(generationId), { limit: 1 });
    const owner = first?.type === 'GenerationRequested' || first?.type === 'GenerationRecorded' ? first.data.asker.id : null;
    if (!first || owner !== ownerId) throw generationNotFound();
    return this.generationPart(empty(), generationId);
  }

  /** A question's answer (any admin: questions are the admins' shared list). */
  async ofQuestion(questionId: number): Promise<AnswerProvenance> {
    let created: RecordedEvent<QuestionEvent> | undefined;
    let deleted = false;
    const answerEdits: AnswerProvenance['answerEdits'] = [];
    for await (const page of streamPages<QuestionEvent>(this.store, questionStreamId(questionId))) {
      for (const event of page) {
        if (event.type === 'QuestionCreated') created ??= event;
        else if (event.type === 'QuestionDeleted') deleted = true;
        else if (event.type === 'QuestionAnswerEdited') answerEdits.push({ by: actorOf(event), at: at(event) });
      }
    }
    if (!created || created.type !== 'QuestionCreated' || deleted) throw questionNotFound();
    const provenance: AnswerProvenance = { ...empty(), questionId, createdBy: actorOf(created), answerEdits };
    if (created.data.aiGenId === null) return provenance;
    return this.generationPart(provenance, created.data.aiGenId);
  }

  /** The record's part, read page by page (a record's stream grows with every edit, improvement and approval). */
  private async generationPart(provenance: AnswerProvenance, generationId: number): Promise<AnswerProvenance> {
    const result: AnswerProvenance = { ...provenance, origin: 'ai', generationId };
    for await (const page of streamPages<GenerationEvent>(this.store, generationStreamId(generationId))) {
      for (const event of page) this.apply(result, event);
    }
    return result;
  }

  /** What one of the record's events adds: the ask, a step, an edit, an improvement, audio or an approval. */
  private apply(result: AnswerProvenance, event: RecordedEvent<GenerationEvent>): void {
    switch (event.type) {
      case 'GenerationRequested': {
        const { asker, flow, prompt } = event.data;
        Object.assign(result, { askedBy: asker, askedAt: at(event), prompt, flow: { id: flow.id, version: flow.version, name: flow.name, layout: flow.layout } });
        break;
      }
      case 'GenerationRecorded': {
        const { asker, prompt, AIGenConfigId, flowVersion, settings } = event.data;
        Object.assign(result, { askedBy: asker, askedAt: at(event), prompt, flow: AIGenConfigId !== null && flowVersion !== null ? { id: AIGenConfigId, version: flowVersion, name: '', layout: settings.layout } : null });
        break;
      }
      case 'GenerationStepCompleted': {
        const { key, stepName, model, callId, skipped } = event.data.step;
        result.steps.push({ key, stepName, model, callId, skipped: !!skipped, at: at(event) });
        break;
      }
      case 'AnswerEdited':
        result.changes.push({ kind: 'edited', by: actorOf(event), at: at(event), model: null, callId: null });
        break;
      case 'AnswerImproved':
        result.changes.push({ kind: 'improved', by: actorOf(event), at: at(event), model: event.data.model, callId: event.data.callId });
        break;
      case 'AudioAttached':
        result.changes.push({ kind: 'audio', by: actorOf(event), at: at(event), model: event.data.model, callId: event.data.callId });
        break;
      case 'GenerationPublished': {
        const jobId = event.metadata.approval === 'batch' && typeof event.metadata.jobId === 'string' ? event.metadata.jobId : null;
        result.approvals.push({ by: actorOf(event), at: at(event), recreated: event.data.recreated, questionId: event.data.questionId, batchJobId: jobId });
        break;
      }
      default:
        break;
    }
  }
}
