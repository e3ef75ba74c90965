import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AiGenHistoryRecord } from '@k9/contracts';
import { skippedSteps } from '@k9/domain';
import { GenerationView } from './projections/generation/generation.entity.js';

/** What the queue knows of a running record: the step it works on. */
export type RunningFacts = { runningStep: string | null };

export const toGenerationRecord = (view: GenerationView, running?: RunningFacts | null): AiGenHistoryRecord => ({
  id: view.id,
  AIGenConfigId: view.aiGenConfigId,
  prompt: view.prompt,
  userCreated: view.userCreated,
  create_at: view.createdAt.toISOString(),
  settings: view.settings,
  anwser: view.anwser,
  audioUrl: view.audioUrl,
  imageUrls: view.imageUrls,
  is_create: view.isCreate,
  state: view.status === 'waiting' ? (running ? 'running' : 'waiting') : view.status,
  flowVersion: view.flowVersion,
  flowName: view.flowName,
  runningStep: running?.runningStep ?? null,
  steps: view.steps,
  skippedSteps: skippedSteps(view.steps),
  updatedAt: view.updatedAt.toISOString(),
  version: view.version,
});

/** Reads of studio_generation (always one admin's own records), and the id sequence of new ones. */
@Injectable()
export class GenerationsRepository {
  constructor(private readonly orm: MikroORM) {}

  find(id: number): Promise<GenerationView | null> {
    return this.orm.em.fork().findOne(GenerationView, { id });
  }

  /** The record if it is this admin's; another admin's record is as good as missing. */
  async findOwned(id: number, ownerId: string): Promise<GenerationView | null> {
    const view = await this.find(id);
    return view && view.ownerId === ownerId ? view : null;
  }

  /** The finished records (completed or failed), newest first. */
  history(ownerId: string): Promise<GenerationView[]> {
    return this.orm.em.fork().find(GenerationView, { ownerId, status: { $in: ['completed', 'failed'] } }, { orderBy: { id: 'desc' } });
  }

  /** The admin's queue in the order asked: the first one is the one that runs. */
  waiting(ownerId: string): Promise<GenerationView[]> {
    return this.orm.em.fork().find(GenerationView, { ownerId, status: 'waiting' }, { orderBy: { id: 'asc' } });
  }

  async ownersWithWaiting(): Promise<string[]> {
    const rows = await this.orm.em.fork().getConnection().execute<Array<{ owner_id: string }>>(`SELECT DISTINCT owner_id FROM studio_generation WHERE status = 'waiting' AND owner_id IS NOT NULL`);
    return rows.map((row) => row.owner_id);
  }

  async nextId(): Promise<number> {
    const [row] = await this.orm.em.fork().getConnection().execute<Array<{ id: string }>>(`SELECT nextval('studio_generation_id_seq') AS id`);
    return Number(row.id);
  }
}
