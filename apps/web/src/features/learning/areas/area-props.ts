import type { ReadingAreaProps } from '../reading/reading-area-props';

/**
 * What the learner home page (/home) hands every area it mounts as a tab: the program chosen (a TAG4 value; null: all
 * programs), the item open in the address query (`item`) and how to change it, whether the screen is narrow (768 px or
 * less, spec 2 §9.5), and the share link of an item.
 */
export type AreaProps = Omit<ReadingAreaProps, 'tab' | 'type' | 'showFilters'>;
