import { DomainError, type Decider } from '../shared/decider.js';
import type { DomainEvent } from '../shared/event-store.port.js';

/**
 * The sample library is seeded once per installation: the first start claims the seed (this stream), then creates the
 * records. A later start, a second instance, or a library whose samples an admin removed is never seeded again.
 */
export const SAMPLE_LIBRARY_STREAM = 'content-sample-library';
export type SampleLibrarySeeded = DomainEvent<'SampleLibrarySeeded', { contentIds: number[]; itemCount: number }>;
export type SampleLibraryEvent = SampleLibrarySeeded;
export type SeedSampleLibrary = { type: 'SeedSampleLibrary'; data: { contentIds: number[] } };
export type SampleLibraryState = { seeded: boolean };

export const sampleLibraryDecider: Decider<SeedSampleLibrary, SampleLibraryEvent, SampleLibraryState> = {
  initialState: () => ({ seeded: false }),
  evolve: () => ({ seeded: true }),
  decide: (command, state) => {
    if (state.seeded) throw new DomainError('SAMPLE_LIBRARY_SEEDED', 'Thư viện mẫu đã được tạo trước đây.', 'conflict');
    return [{ type: 'SampleLibrarySeeded', data: { contentIds: command.data.contentIds, itemCount: command.data.contentIds.length } }];
  },
};
