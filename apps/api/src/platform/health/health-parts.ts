import type { Type } from '@nestjs/common';
import type { HealthParts } from '@k9/contracts';
import { ContributionPoint } from '../contributions.js';

/** A provider of a context that tells /api/health one state of its own (the market seed: starting, ready, off). */
export interface HealthPart<T = unknown> {
  health(): Promise<T>;
}

/**
 * A context's part of /api/health, under `name` in the answer: `contributes: [HEALTH_PARTS.with([...])]` in its context
 * file, `part` one of its module's providers. Anyone sees the parts (the public answer too): a part tells only a state
 * and counts, never an error text, host or port. A part never changes the overall status (200 stays 200).
 */
export type HealthPartDeclaration = { [K in keyof HealthParts]-?: { name: K; part: Type<HealthPart<NonNullable<HealthParts[K]>>> } }[keyof HealthParts];

export const HEALTH_PARTS = new ContributionPoint<HealthPartDeclaration>('health-parts');
