import { Injectable, NotFoundException } from '@nestjs/common';
import type { MarketRowRecord } from '@k9/contracts';
import { isMarketDataset, MARKET_MESSAGES as M, marketRowsDecider, marketRowsStreamId, vietnamDay, type EventMetadata, type MarketAdmin, type MarketDataset, type MarketRowsCommand } from '@k9/domain';
import { CommandPath } from '../../platform/commands/command-path.js';
import { DeciderCommand } from '../../platform/commands/decider-command.js';
import type { SessionUser } from '../identity/session/session-user.js';
import { MarketRowsRepository } from './market-rows.repository.js';
import { MARKET_CHANGE_PROJECTION } from './projections/market-change/market-change.projection.js';
import { MARKET_ROW_PROJECTION } from './projections/market-row/market-row.projection.js';

const notFound = (message: string, code: string) => new NotFoundException({ statusCode: 404, message, code });

export const marketAdmin = (user: SessionUser): MarketAdmin => ({ id: user.id, name: user.username ?? user.email ?? user.name });

/** The dataset of a route's path, or 404 in Vietnamese. */
export function datasetOf(name: string): MarketDataset {
  if (!isMarketDataset(name)) throw notFound(M.unknownDataset(name), 'UNKNOWN_DATASET');
  return name;
}

/** An admin's edit or deletion of one row: the row's stream is its dataset's and ticker's, found in the read model. */
@Injectable()
export class MarketRowWriter {
  constructor(
    private readonly commands: CommandPath,
    private readonly rows: MarketRowsRepository,
  ) {}

  async edit(dataset: MarketDataset, rowId: string, values: { data: MarketRowRecord['data']; url: string | null; name: string | null; type: string | null }, admin: SessionUser, metadata: EventMetadata): Promise<MarketRowRecord> {
    const editedOn = `ngày ${vietnamDay(Date.parse(metadata.occurredAt)).split('-').reverse().join('/')}`;
    await this.run(dataset, rowId, { type: 'EditMarketRow', data: { rowId, ...values, admin: marketAdmin(admin), editedOn } }, metadata);
    const { ticker: _ticker, ...row } = (await this.rows.find(dataset, rowId))!;
    return row;
  }

  async remove(dataset: MarketDataset, rowId: string, admin: SessionUser, metadata: EventMetadata): Promise<void> {
    await this.run(dataset, rowId, { type: 'DeleteMarketRow', data: { rowId, admin: marketAdmin(admin) } }, metadata);
  }

  /** Every generated sample row, in one action: one event per dataset and ticker that has some. Answers how many. */
  async deleteSamples(admin: SessionUser, metadata: EventMetadata): Promise<number> {
    const streams = await this.rows.sampleStreams();
    const results = await this.commands.executeMany(
      streams,
      ({ dataset, ticker }, write) => write(new DeciderCommand(marketRowsDecider, marketRowsStreamId(dataset, ticker), { type: 'DeleteSampleRows', data: { admin: marketAdmin(admin) } }, metadata)),
      { readModels: [MARKET_ROW_PROJECTION], concurrency: 8 },
    );
    return results.reduce((sum, result) => sum + result.events.reduce((n, event) => n + (event.type === 'MarketSampleRowsDeleted' ? event.data.rowIds.length : 0), 0), 0);
  }

  private async run(dataset: MarketDataset, rowId: string, command: MarketRowsCommand, metadata: EventMetadata): Promise<void> {
    const row = await this.rows.find(dataset, rowId);
    if (!row) throw notFound(M.rowNotFound, 'MARKET_ROW_NOT_FOUND');
    await this.commands.execute(new DeciderCommand(marketRowsDecider, marketRowsStreamId(dataset, row.ticker), command, { ...metadata, marketRowId: rowId }), [MARKET_ROW_PROJECTION, MARKET_CHANGE_PROJECTION]);
  }
}
