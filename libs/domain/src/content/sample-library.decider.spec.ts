import { describe, expect, it } from '@jest/globals';
import { fold } from '../shared/decider.js';
import { specFor } from '../shared/decider.testing.js';
import { sampleLibraryDecider, type SampleLibrarySeeded } from './sample-library.decider.js';

const given = specFor(sampleLibraryDecider);
const seeded: SampleLibrarySeeded = { type: 'SampleLibrarySeeded', data: { contentIds: [11, 12, 13], itemCount: 3 } };

describe('sample library seed', () => {
  it('claims the seed once, naming the record ids it will create and how many', () => {
    given([]).when({ type: 'SeedSampleLibrary', data: { contentIds: [11, 12, 13] } }).then([seeded]);
  });

  it('never seeds again: a later start or a second instance is refused', () => {
    given([seeded]).when({ type: 'SeedSampleLibrary', data: { contentIds: [21] } }).thenThrows('SAMPLE_LIBRARY_SEEDED');
    given([seeded]).when({ type: 'SeedSampleLibrary', data: { contentIds: [11, 12, 13] } }).thenThrows('SAMPLE_LIBRARY_SEEDED');
  });

  it('folds to seeded after its one event', () => {
    expect(fold(sampleLibraryDecider, [])).toEqual({ seeded: false });
    expect(fold(sampleLibraryDecider, [seeded])).toEqual({ seeded: true });
  });
});
