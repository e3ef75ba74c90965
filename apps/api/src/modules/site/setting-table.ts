import { Injectable } from '@nestjs/common';
import { SettingCatalogue, settingDeciderOf, type SettingDecider, type SettingDeclaration } from '@k9/domain';
import { ContributionPoint, Contributions } from '../../platform/contributions.js';

/** Setting types a context owns: `contributes: [SETTINGS.with(<CONTEXT>_SETTINGS)]` in its context file. */
export const SETTINGS = new ContributionPoint<SettingDeclaration>('settings');

/**
 * The settings table assembled from the contexts' declarations (spec 1 §3, spec 2 §7.6, spec 3 §3): the catalogue the
 * setting routes enforce, and the setting decider over it.
 */
@Injectable()
export class SettingTable {
  readonly catalogue: SettingCatalogue;
  readonly decider: SettingDecider;

  constructor(contributions: Contributions) {
    this.catalogue = new SettingCatalogue(contributions.to(SETTINGS));
    this.decider = settingDeciderOf(this.catalogue);
  }
}
