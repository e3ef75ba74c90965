import type { ManagementVariant } from './bulk-actions';
import type { ManagementTab } from './content-management.messages';
import { MANAGEMENT_TABS, isRecordTab } from './content-query';

/** K9 Management shows every tab; Page Management the record types, whose publishing and access it manages. */
export const SCREEN_TABS: Record<ManagementVariant, readonly ManagementTab[]> = {
  k9: MANAGEMENT_TABS,
  page: MANAGEMENT_TABS.filter(isRecordTab),
};
