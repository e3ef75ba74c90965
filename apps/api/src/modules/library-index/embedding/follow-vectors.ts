import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import type { LibrarySourceRef, ReindexOutcome } from '../indexing/library-indexer.js';
import { LibraryVectorsHolder } from '../vectors/library-vectors-holder.js';
import { LibraryEmbedder } from './library-embedder.js';

/**
 * The vectors follow the chunk index (issue 28 §1: nobody presses "embed" for search to be right): a record whose
 * text changed is embedded (what was embedded before comes from the cache), one whose access changed gets its new
 * access fields in the vector store, one deleted or left with no text leaves it. Only where this instance holds the
 * vectors and the embedding provider is configured; otherwise the sources stay "not embedded" and search is keyword-only.
 * An embedding failure is kept on the sources (their last error, shown to admins) and does not fail the re-indexing.
 */
@Injectable()
export class FollowVectors {
  private readonly logger = new Logger('LibraryEmbedding');

  constructor(
    private readonly embedder: LibraryEmbedder,
    private readonly holder: LibraryVectorsHolder,
    private readonly config: AppConfig,
  ) {}

  async follow(outcomes: ReadonlyArray<{ ref: LibrarySourceRef; outcome: ReindexOutcome }>): Promise<void> {
    if (!this.holder.holds || outcomes.length === 0) return;
    for (const { ref, outcome } of outcomes) {
      if (outcome === 'removed' || outcome === 'no-text') await this.embedder.remove(ref).catch((error: Error) => this.logger.warn(`${ref.table} ${ref.id}: ${error.message}`));
    }
    const model = await this.embedder.chosenModel();
    if (!model.configured) return;
    if (!this.config.libraryAutoEmbed) {
      for (const { ref, outcome } of outcomes) if (outcome === 'access' && (await this.embedder.embeddedWith(ref, model.id))) await this.embedder.updateAccess(ref);
      return;
    }
    const toEmbed: LibrarySourceRef[] = [];
    for (const { ref, outcome } of outcomes) {
      if (outcome === 'indexed') toEmbed.push(ref);
      else if (!(await this.embedder.embeddedWith(ref, model.id))) toEmbed.push(ref);
      else if (outcome === 'access') await this.embedder.updateAccess(ref);
    }
    if (toEmbed.length) await this.embedder.embedSources(toEmbed, { actor: null }, model.id);
  }
}
