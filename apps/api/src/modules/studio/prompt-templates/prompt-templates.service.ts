import { randomUUID } from 'node:crypto';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { PromptTemplateListResponse } from '@k9/contracts';
import {
  advisorOptionsOf,
  allows,
  PROMPT_TEMPLATE_MESSAGES,
  PROMPT_TEMPLATE_SETTING,
  PROMPT_TEMPLATE_SETTINGS,
  promptTemplateDecider,
  promptTemplatesOf,
  promptTemplateStreamId,
  visiblePromptTemplates,
  type EventMetadata,
  type PromptTemplateCommand,
  type VisiblePromptTemplate,
} from '@k9/domain';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import type { SessionUser } from '../../identity/session/session-user.js';
import { PersonalWriteLimit } from '../../identity/throttle/personal-write-limit.js';
import { SETTING_PROJECTION } from '../../site/projections/site-setting/site-setting.projection.js';
import { callerOf, ownerLabelOf } from '../../site/setting-access.js';
import { SettingsRepository } from '../../site/settings.repository.js';

/** Which list a write goes to: the shared one (admins) or the caller's own. */
type ListRef = { settingId: string; ownerId: string | null; owner: string | null };

/** Who writes the shared list: the templates' own declaration (PROMPT_TEMPLATE_SETTINGS). */
const TEMPLATE_POLICY = PROMPT_TEMPLATE_SETTINGS.find((declaration) => declaration.type === PROMPT_TEMPLATE_SETTING)!.policy;
const notFound = () => new NotFoundException({ statusCode: 404, code: 'TEMPLATE_NOT_FOUND', message: PROMPT_TEMPLATE_MESSAGES.notFound });
const forbidden = (message: string) => new ForbiddenException({ statusCode: 403, code: 'NOT_OWN_TEMPLATE', message });

/**
 * Prompt templates (TEMPLATE_AI_SETTING) per template, over the setting's shared and per-owner streams: a user reads
 * shared plus own and writes own; admins also write the shared list (the settings policy table's rule).
 */
@Injectable()
export class PromptTemplatesService {
  constructor(
    private readonly commands: CommandPath,
    private readonly settings: SettingsRepository,
    private readonly personalWrites: PersonalWriteLimit,
  ) {}

  async list(user: SessionUser): Promise<PromptTemplateListResponse> {
    const [shared, own, advisors] = await Promise.all([
      this.settings.find(PROMPT_TEMPLATE_SETTING, null),
      this.settings.find(PROMPT_TEMPLATE_SETTING, user.id),
      this.settings.find('ADVISOR_SETTING', null),
    ]);
    const canWriteShared = this.canWriteShared(user);
    return { success: true, data: visiblePromptTemplates(shared.setting, own.setting, ownerLabelOf(user), canWriteShared), advisors: advisorOptionsOf(advisors.setting), canWriteShared };
  }

  async add(user: SessionUser, fields: Record<string, unknown>, shared: boolean, metadata: EventMetadata): Promise<VisiblePromptTemplate> {
    if (shared && !this.canWriteShared(user)) throw forbidden(PROMPT_TEMPLATE_MESSAGES.sharedAdminOnly);
    const key = `tpl-${randomUUID()}`;
    const list = shared ? this.sharedList() : this.ownList(user);
    return this.write({ type: 'AddPromptTemplate', data: { ...list, key, fields } }, user, metadata, key);
  }

  async edit(user: SessionUser, key: string, fields: Record<string, unknown>, metadata: EventMetadata): Promise<VisiblePromptTemplate> {
    return this.write({ type: 'EditPromptTemplate', data: { ...(await this.listHolding(user, key)), key, fields } }, user, metadata, key);
  }

  async delete(user: SessionUser, key: string, metadata: EventMetadata): Promise<void> {
    await this.run({ type: 'DeletePromptTemplate', data: { ...(await this.listHolding(user, key)), key } }, metadata);
  }

  async restoreDefaults(user: SessionUser, metadata: EventMetadata): Promise<PromptTemplateListResponse> {
    if (!this.canWriteShared(user)) throw forbidden(PROMPT_TEMPLATE_MESSAGES.sharedAdminOnly);
    await this.run({ type: 'RestoreDefaultPromptTemplates', data: this.sharedList() }, metadata);
    return this.list(user);
  }

  private canWriteShared(user: SessionUser): boolean {
    return allows(TEMPLATE_POLICY.write, callerOf(user), null);
  }

  private sharedList(): ListRef {
    return { settingId: randomUUID(), ownerId: null, owner: null };
  }

  private ownList(user: SessionUser): ListRef {
    return { settingId: randomUUID(), ownerId: user.id, owner: ownerLabelOf(user) };
  }

  /** The caller's own list when it holds the key; else the shared list, for those who may write it; else 403 or 404. */
  private async listHolding(user: SessionUser, key: string): Promise<ListRef> {
    const own = await this.settings.find(PROMPT_TEMPLATE_SETTING, user.id);
    if (promptTemplatesOf(own.setting).some((entry) => entry.key === key)) return this.ownList(user);
    const shared = await this.settings.find(PROMPT_TEMPLATE_SETTING, null);
    const visible = visiblePromptTemplates(shared.setting, null, ownerLabelOf(user), this.canWriteShared(user));
    if (!visible.some((entry) => entry.key === key)) throw notFound();
    if (!this.canWriteShared(user)) throw forbidden(PROMPT_TEMPLATE_MESSAGES.notOwn);
    return this.sharedList();
  }

  private async write(command: PromptTemplateCommand, user: SessionUser, metadata: EventMetadata, key: string): Promise<VisiblePromptTemplate> {
    await this.run(command, metadata);
    const { data } = await this.list(user);
    const ownerId = command.data.ownerId;
    return data.find((entry) => entry.key === key && (entry.type === 'personal') === (ownerId !== null))!;
  }

  /** A change to the caller's own list counts toward their personal writes a minute; the shared list is the admins'. */
  private async run(command: PromptTemplateCommand, metadata: EventMetadata): Promise<void> {
    if (command.data.ownerId !== null) await this.personalWrites.spend(command.data.ownerId);
    await this.commands.execute(new DeciderCommand(promptTemplateDecider, promptTemplateStreamId(command.data.ownerId), command, metadata), [SETTING_PROJECTION]);
  }
}
