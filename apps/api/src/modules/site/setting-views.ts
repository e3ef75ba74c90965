import { Injectable } from '@nestjs/common';
import type { SettingRecord } from '@k9/contracts';
import { ownEntries, personalView, sharedEntriesFor, type SettingPayload, type SettingType } from '@k9/domain';
import type { SessionUser } from '../identity/session/session-user.js';
import { callerOf, ownerLabelOf, type SettingRead, type SettingTarget } from './setting-access.js';
import { SettingTable } from './setting-table.js';
import { SettingsRepository, type StoredSetting } from './settings.repository.js';

const sharedRecord = (stored: StoredSetting): SettingRecord => ({ ...stored, scope: 'shared', configured: stored.setting !== null });

/** What a caller sees of a setting once the policy table let them read it (see setting-access). */
@Injectable()
export class SettingViews {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly table: SettingTable,
  ) {}

  /** The shared value as it is stored (admins, signed-in or public types). */
  async shared(type: SettingType): Promise<SettingRecord> {
    return sharedRecord(await this.settings.find(type, null));
  }

  async read(read: SettingRead, user: SessionUser): Promise<SettingRecord> {
    if (read.scope === 'personal') return this.personal(read.type, user);
    const shared = await this.shared(read.type);
    if (read.view === 'whether-configured') {
      return { id: null, type: shared.type, setting: null, version: shared.version, updatedAt: null, updatedBy: null, scope: 'shared', configured: shared.configured };
    }
    // Entries of a shared list marked for one user are that user's alone; admins, who edit the list, see them all.
    if (this.table.catalogue.personalLayerOf(read.type)?.shown === 'after-shared' && !this.table.catalogue.mayWrite(read.type, 'shared', callerOf(user))) {
      return { ...shared, setting: sharedEntriesFor(shared.setting, ownerLabelOf(user)) };
    }
    return shared;
  }

  /**
   * The caller's own value layered over the shared one. `id` and `version` are their own value's (null / 0 until they
   * save one), so that a client saves with POST first and PUT afterwards, as for any setting.
   */
  private async personal(type: SettingType, user: SessionUser): Promise<SettingRecord> {
    const [own, shared] = await Promise.all([this.settings.find(type, user.id), this.settings.find(type, null)]);
    const view = personalView(this.table.catalogue.personalLayerOf(type)!, shared.setting, own.setting, ownerLabelOf(user));
    return { ...own, ...view, scope: 'personal', configured: view.setting !== null && view.setting !== undefined };
  }

  /** What a save stores: as sent, except a user's own list, which keeps only their entries (spec 2 §7.4). */
  async valueToSave(target: SettingTarget, sent: SettingPayload, user: SessionUser): Promise<SettingPayload> {
    if (target.scope !== 'personal' || this.table.catalogue.personalLayerOf(target.type)?.shown !== 'after-shared') return sent;
    const shared = await this.settings.find(target.type, null);
    return ownEntries(sent, shared.setting, ownerLabelOf(user));
  }
}
