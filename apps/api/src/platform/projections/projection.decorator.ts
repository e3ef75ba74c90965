import { SetMetadata } from '@nestjs/common';

export const PROJECTION_METADATA = 'k9:projection';

/** Marks a provider as a read-model projection; the projections service finds it at boot. */
export const ReadModelProjection = () => SetMetadata(PROJECTION_METADATA, true);
