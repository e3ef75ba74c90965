import type { EventMetadata, SettingCommand } from '@k9/domain';

/** CreateSetting (POST) or UpdateSetting (PUT) of one setting stream. */
export class SaveSettingCommand {
  constructor(
    readonly command: SettingCommand,
    readonly metadata: EventMetadata,
    /** The version the client last saw (If-Match); absent = the server's current version. */
    readonly expectedVersion?: number,
  ) {}
}
