import { describe, it } from '@jest/globals';
import { specFor } from '../../shared/decider.testing.js';
import { generationRequestKeyDecider } from './generation-request-key.js';

const given = specFor(generationRequestKeyDecider);
const assign = (generationId: number) => ({ type: 'AssignGenerationRequestKey' as const, data: { ownerId: 'admin-a', key: 'bam-gui-0001', generationId } });

describe('a request key', () => {
  it('gives the first request its record id', () => given([]).when(assign(7)).then([{ type: 'GenerationRequestKeyAssigned', data: { ownerId: 'admin-a', key: 'bam-gui-0001', generationId: 7 } }]));
  it('keeps it: a repeat with another candidate id records nothing', () =>
    given([{ type: 'GenerationRequestKeyAssigned', data: { ownerId: 'admin-a', key: 'bam-gui-0001', generationId: 7 } }]).when(assign(8)).then([]));
});
