import type { ApiContext } from '../../../platform/context.js';
import { PublishingModule } from './publishing.module.js';

/** Publishing a generation's output to the library, with approvals (studio/publishing). */
export const publishingContext: ApiContext = {
  name: 'studio/publishing',
  module: PublishingModule,
};
