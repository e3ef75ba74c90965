import type { ApiContext } from './context.js';

/**
 * A place where contexts plug into another context's switchboard: the owner names the point and reads what was
 * declared for it (the settings table, the file-claiming events, the content list's filters, the benches); a context
 * declares its values in its `<context>.context.ts` as `contributes: [POINT.with([...])]`, and touches nothing else.
 */
export class ContributionPoint<T> {
  constructor(readonly name: string) {}

  with(values: readonly T[]): Contribution {
    return { point: this as ContributionPoint<unknown>, values };
  }
}

export type Contribution = { point: ContributionPoint<unknown>; values: readonly unknown[] };

/** What the listed contexts declared, per point (in the order of the list). Provided to every module of the app. */
export class Contributions {
  private constructor(private readonly declared: readonly Contribution[]) {}

  static of(contexts: readonly ApiContext[]): Contributions {
    return new Contributions(contexts.flatMap((context) => context.contributes ?? []));
  }

  to<T>(point: ContributionPoint<T>): T[] {
    return this.declared.filter((contribution) => contribution.point === point).flatMap((contribution) => contribution.values as readonly T[]);
  }
}
