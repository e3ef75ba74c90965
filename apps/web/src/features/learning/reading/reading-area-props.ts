import type { HomeTab } from '../home/home-tabs';

/** What the home page hands a reading tab: its tab and type, the address's program and item, the screen width. */
export type ReadingAreaProps = {
  tab: HomeTab;
  type: string;
  program: string | null;
  openItemId: number | null;
  /** Opens an item (or closes with null) in the address; `replace` for the automatic first choice (no history entry). */
  onOpenItem: (id: number | null, options?: { replace?: boolean }) => void;
  narrow: boolean;
  shareLinkOf: (id: number) => string;
  /** The function bar (filters) may be hidden on desktop (spec 2 §2.2). */
  showFilters: boolean;
};
