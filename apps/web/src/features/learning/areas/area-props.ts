/**
 * What the learner home page (/home) hands every area it mounts as a tab: the program chosen (a TAG4 value; null: all
 * programs), the item open in the address query (`item`) and how to change it, and whether the screen is narrow
 * (768 px or less, spec 2 §9.5).
 */
export type AreaProps = {
  program: string | null;
  openItemId: number | null;
  onOpenItem: (id: number | null) => void;
  narrow: boolean;
};
