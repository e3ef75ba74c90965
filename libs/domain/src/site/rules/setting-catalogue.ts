import type { SettingEntryEvent, SettingPayload } from '../setting.events.js';
import { PERSONAL_SETTING_DEFAULT_LIMIT, type PersonalSettingLimit } from './personal-setting-limits.js';
import { allows, type PersonalLayer, type SettingCaller, type SettingPolicy, type SettingScope, type SettingType } from './setting-types.js';

/**
 * A list stored one entry per event (prompt templates): a saved list becomes the changes from the stored one, and the
 * stream's list is the fold of those changes. Its events carry the list's `settingId` and `ownerId`.
 */
export type SettingEntries = {
  eventTypes: readonly string[];
  changes: (stored: readonly unknown[], saved: SettingPayload, list: { settingId: string; ownerId: string | null }) => SettingEntryEvent[];
  apply: (list: readonly unknown[], event: SettingEntryEvent) => unknown[];
};

/**
 * One setting type, as the context that owns it declares it (`libs/domain/src/<context>/<context>.settings.ts`, listed in
 * its API and web context files): who reads and writes it, the value as stored or a refusal with the spec's message
 * (`validate`; `ownerId` is null for the shared value), how large a user's own value may be, and, for a list stored one
 * entry per event, its entry store.
 */
export type SettingDeclaration = {
  type: SettingType;
  policy: SettingPolicy;
  validate?: (setting: SettingPayload, ownerId: string | null) => SettingPayload;
  personalLimit?: PersonalSettingLimit;
  entries?: SettingEntries;
};

/**
 * Every setting type the product knows, assembled from the contexts' declarations: the one table the setting routes,
 * the setting decider and the settings read model consult. Two contexts declaring one type, or one entry event, fail at
 * boot.
 */
export class SettingCatalogue {
  private readonly byType = new Map<SettingType, SettingDeclaration>();
  private readonly byEntryEvent = new Map<string, SettingDeclaration>();

  constructor(declarations: readonly SettingDeclaration[]) {
    for (const declaration of declarations) {
      if (this.byType.has(declaration.type)) throw new Error(`Setting type ${declaration.type} is declared twice`);
      this.byType.set(declaration.type, declaration);
      for (const eventType of declaration.entries?.eventTypes ?? []) {
        if (this.byEntryEvent.has(eventType)) throw new Error(`Setting entry event ${eventType} is declared twice`);
        this.byEntryEvent.set(eventType, declaration);
      }
    }
  }

  get types(): SettingType[] {
    return [...this.byType.keys()];
  }
  /** Served by GET /api/public/setting/{key}. */
  get publicTypes(): SettingType[] {
    return this.types.filter((type) => this.isPublic(type));
  }
  /** Types whose users each keep their own value beside the shared one. */
  get personalTypes(): SettingType[] {
    return this.types.filter((type) => this.personalLayerOf(type) !== null);
  }
  /** The events of lists stored one entry per event, which the settings read model folds as well. */
  get entryEventTypes(): string[] {
    return [...this.byEntryEvent.keys()];
  }

  has(type: string): type is SettingType {
    return this.byType.has(type);
  }
  isPublic(type: string): boolean {
    return this.byType.get(type)?.policy.read === 'public';
  }
  declarationOf(type: SettingType): SettingDeclaration {
    const declaration = this.byType.get(type);
    if (!declaration) throw new Error(`Unknown setting type ${type}`);
    return declaration;
  }
  /** The declaration whose list an entry event changes, if `eventType` is one. */
  entryDeclarationOf(eventType: string): SettingDeclaration | undefined {
    return this.byEntryEvent.get(eventType);
  }
  policyOf(type: SettingType): SettingPolicy {
    return this.declarationOf(type).policy;
  }
  personalLayerOf(type: SettingType): PersonalLayer | null {
    return this.policyOf(type).personal ?? null;
  }
  personalLimitOf(type: SettingType): PersonalSettingLimit {
    return this.declarationOf(type).personalLimit ?? PERSONAL_SETTING_DEFAULT_LIMIT;
  }

  /**
   * The value a caller works on when they name none: the shared one when they may write it (an admin edits the
   * default), else their own when the type keeps one (a learner's header image), else the shared one.
   */
  defaultScope(type: SettingType, caller: SettingCaller): SettingScope {
    return this.personalLayerOf(type) && !allows(this.policyOf(type).write, caller, null) ? 'personal' : 'shared';
  }

  /** What a read of the shared value gives the caller: all of it, whether it is configured, or nothing. */
  sharedReadOf(type: SettingType, caller: SettingCaller): 'full' | 'whether-configured' | 'refused' {
    const policy = this.policyOf(type);
    if (allows(policy.read, caller, null)) return 'full';
    return caller !== null && policy.othersLearn === 'whether-configured' ? 'whether-configured' : 'refused';
  }

  /** Whether the caller may write `type` in `scope` (their own value, for `personal`). */
  mayWrite(type: SettingType, scope: SettingScope, caller: SettingCaller): boolean {
    if (scope === 'shared') return allows(this.policyOf(type).write, caller, null);
    const layer = this.personalLayerOf(type);
    return layer !== null && caller !== null && allows(layer.write, caller, caller.id);
  }
}
