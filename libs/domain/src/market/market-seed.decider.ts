import { DomainError, type Decider } from '../shared/decider.js';
import type { DomainEvent } from '../shared/event-store.port.js';
import { MARKET_MESSAGES } from './market.messages.js';

/**
 * The market data are seeded once per installation (as the sample library is): the first start claims the seed (this
 * stream), a job writes the rows, then marks it done. A later start or a second instance never seeds again.
 */
export const MARKET_SEED_STREAM = 'market-seed';
export type MarketSeedStarted = DomainEvent<'MarketSeedStarted', { sample: boolean }>;
export type MarketSeedCompleted = DomainEvent<'MarketSeedCompleted', { rows: number }>;
export type MarketSeedEvent = MarketSeedStarted | MarketSeedCompleted;
export const MARKET_SEED_EVENT_TYPES = ['MarketSeedStarted', 'MarketSeedCompleted'] as const satisfies readonly MarketSeedEvent['type'][];

export type MarketSeedCommand = { type: 'StartMarketSeed'; data: { sample: boolean } } | { type: 'CompleteMarketSeed'; data: { rows: number } };
export type MarketSeedState = { status: 'none' | 'seeding' | 'seeded' };

export const marketSeedDecider: Decider<MarketSeedCommand, MarketSeedEvent, MarketSeedState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_, event) => ({ status: event.type === 'MarketSeedStarted' ? 'seeding' : 'seeded' }),
  decide: (command, state) => {
    if (command.type === 'StartMarketSeed') {
      if (state.status !== 'none') throw new DomainError('MARKET_SEEDED', MARKET_MESSAGES.seeded, 'conflict');
      return [{ type: 'MarketSeedStarted', data: command.data }];
    }
    // A retried job completes once.
    return state.status === 'seeding' ? [{ type: 'MarketSeedCompleted', data: command.data }] : [];
  },
};
