import type { LearnerAreaProps } from '../../../app/web-context';

/** What the home page hands a reading tab: a learner tab's area props, with the content type it lists. */
export type ReadingAreaProps = LearnerAreaProps & { type: string };
