import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DomainError, SAMPLE_LIBRARY_STREAM, sampleLibraryDecider, type EventStore } from '@k9/domain';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { AppConfig } from '../../../config/app-config.js';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { ContentRepository } from '../content.repository.js';
import { ContentWriter } from '../content-writer.js';
import { systemMetadata } from '../taxonomy.service.js';
import { SAMPLE_ITEMS } from './sample-items.js';

/**
 * First start: the sample library, through the record commands, as the system. The seed is claimed first (its own
 * stream), so a restart, a second instance or a library whose samples were removed is never seeded again.
 * SEED_SAMPLE_CONTENT=false skips it.
 */
@Injectable()
export class SampleLibrarySeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('SampleLibrary');

  constructor(
    private readonly config: AppConfig,
    private readonly commands: CommandPath,
    private readonly records: ContentRepository,
    private readonly writer: ContentWriter,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedSampleContent) return;
    await this.seed();
  }

  /** Seeds once; answers the ids created (empty when it was seeded before). */
  async seed(): Promise<number[]> {
    if ((await this.store.readStream(SAMPLE_LIBRARY_STREAM, { limit: 1 })).length > 0) return [];
    const ids: number[] = [];
    for (let i = 0; i < SAMPLE_ITEMS.length; i++) ids.push(await this.records.nextId());
    const metadata = systemMetadata('sample-library');
    try {
      await this.commands.execute(new DeciderCommand(sampleLibraryDecider, SAMPLE_LIBRARY_STREAM, { type: 'SeedSampleLibrary', data: { contentIds: ids } }, metadata), []);
    } catch (error) {
      if (error instanceof DomainError) return [];
      throw error;
    }
    // One after another, in the library's order; the read model is not waited for (the app's boot goes on).
    await this.commands.executeMany(
      SAMPLE_ITEMS.map((item, index) => ({ item, contentId: ids[index] })),
      ({ item, contentId }, write) =>
        write(this.writer.command(contentId, { type: 'CreateContent', data: { contentId, contentType: item.type, input: item.input, origin: { kind: 'sample' } } }, metadata)),
      { readModels: [], concurrency: 1 },
    );
    this.logger.log(`Thư viện mẫu: đã tạo ${ids.length} bản ghi.`);
    return ids;
  }
}
