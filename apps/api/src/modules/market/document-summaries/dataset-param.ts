import { BadRequestException } from '@nestjs/common';
import { DOCUMENT_SUMMARY_MESSAGES as M, isMarketDataset, type MarketDataset } from '@k9/domain';

/** The `{dataset}` of a data-tables route: one of the 13 datasets, else 400 in Vietnamese. */
export function datasetOf(raw: string): MarketDataset {
  if (!isMarketDataset(raw)) throw new BadRequestException({ statusCode: 400, message: M.datasetInvalid, code: 'DATASET_INVALID' });
  return raw;
}
