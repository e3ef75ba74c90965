import type { ApiContext } from './context.js';
import { ContributionPoint, Contributions } from './contributions.js';

/**
 * A group of `npm run bench` (`npm run bench -- <name>` runs one): the module, from the repository's root, and the
 * function it exports, called with the bench services (bench/harness.mjs startServices).
 */
export type BenchSuite = { name: string; module: string; run: string };

/** A context's bench groups: `contributes: [BENCHES.with([...])]` in its context file. */
export const BENCHES = new ContributionPoint<BenchSuite>('benches');

/** The platform's own groups: the event store, the HTTP path and the rebuild first; fan-out and the web app last. */
const PLATFORM_FIRST: BenchSuite[] = [
  { name: 'event-store', module: 'bench/event-store.bench.mjs', run: 'benchEventStore' },
  { name: 'api', module: 'bench/api.bench.mjs', run: 'benchApi' },
  { name: 'rebuild', module: 'bench/rebuild.bench.mjs', run: 'benchRebuild' },
  { name: 'instances', module: 'bench/instances.bench.mjs', run: 'benchInstances' },
];
const PLATFORM_LAST: BenchSuite[] = [
  { name: 'ws-fanout', module: 'bench/ws-fanout.bench.mjs', run: 'benchWsFanout' },
  // The bundle figures, then the learner list and the LCP in Chromium (which need the services).
  { name: 'web', module: 'bench/web-suite.mjs', run: 'benchWebSuite' },
];

/** Every bench group, the contexts' in the order of their list; two groups with one name fail. */
export function benchSuitesOf(contexts: readonly ApiContext[]): BenchSuite[] {
  const suites = [...PLATFORM_FIRST, ...Contributions.of(contexts).to(BENCHES), ...PLATFORM_LAST];
  const names = new Set<string>();
  for (const suite of suites) {
    if (names.has(suite.name)) throw new Error(`Bench group ${suite.name} is declared twice`);
    names.add(suite.name);
  }
  return suites;
}
