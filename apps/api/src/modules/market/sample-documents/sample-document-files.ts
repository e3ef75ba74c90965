import { createHash } from 'node:crypto';
import { copyFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { ROUTES } from '@k9/contracts';
import {
  DomainError,
  foldStream,
  SAMPLE_DOCUMENTS_DIR,
  SAMPLE_DOCUMENTS_INDEX,
  sampleDocumentIndex,
  uploadDecider,
  uploadStreamId,
  type EventMetadata,
  type EventStore,
  type SampleDocument,
  type UploadDetails,
} from '@k9/domain';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { newFileKey } from '../../storage/file-key.js';
import { contentTypeOf } from '../../storage/file-types.js';
import { FILE_STORAGE, type FileStorage } from '../../storage/storage.port.js';

/** The seed stores the sample documents as the system, not as a user (no quota, no uploader who could read them alone). */
export const SAMPLE_DOCUMENTS_UPLOADER = 'system';

/**
 * The stored file's id for a sample document: the same on every run (from the file's name), so a re-run finds the file
 * stored before. `attempt` moves on only when that file's bytes were removed (see below).
 */
export function sampleFileId(file: string, attempt: number): string {
  const hex = createHash('sha256').update(`k9-market-sample-document|${file}|${attempt}`).digest('hex');
  // A version-5-shaped UUID (name-based), as the storage keys expect: yyyy/mm/<uuid>.pdf.
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The generated sample PDFs (data/market/sample-reports, made by scripts/make-sample-reports.mjs) stored through the
 * storage port like any upload (a FileUploaded each, served at /files/<key>), each once: a re-run of the seed finds the
 * file it stored before by its id and answers the same URL, so the rows it writes are the same rows. The rows that name
 * the files claim them (the market context declares its row events as file claims), so the hourly clean-up of
 * unclaimed uploads keeps them; signed-in users read them (FileAccess, the market rows' rule).
 */
@Injectable()
export class SampleDocumentFiles {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly commands: CommandPath,
  ) {}

  /** The index's documents, each with the URL its stored PDF is served at. */
  async store(dataDir: string, metadata: EventMetadata): Promise<Array<SampleDocument & { url: string }>> {
    const dir = join(dataDir, SAMPLE_DOCUMENTS_DIR);
    const documents = sampleDocumentIndex(JSON.parse(await readFile(join(dir, SAMPLE_DOCUMENTS_INDEX), 'utf8')));
    // The storage takes its source file over (a rename on local disk): it gets a copy, never the repository's file.
    const scratch = await mkdtemp(join(tmpdir(), 'k9-sample-documents-'));
    try {
      const stored: Array<SampleDocument & { url: string }> = [];
      for (const document of documents) stored.push({ ...document, url: ROUTES.file(await this.storeOne(join(dir, document.file), document.file, scratch, metadata)) });
      return stored;
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  /** The key of the document's stored file: the one stored before, else a new one. */
  private async storeOne(path: string, file: string, scratch: string, metadata: EventMetadata): Promise<string> {
    // A file whose bytes the clean-up removed (stored, then no row named it for a day: a seed stopped in between) cannot
    // be recorded again under its id: the next id takes its place.
    for (let attempt = 0; ; attempt++) {
      const fileId = sampleFileId(file, attempt);
      const found = await this.recorded(fileId);
      if (found.status === 'removed') continue;
      if (found.status === 'uploaded') {
        // Recorded, but the bytes are not there (a store stopped in between, another storage): put them back.
        if ((await this.storage.size(found.key)) === null) await this.put(found.key, path, scratch);
        return found.key;
      }
      const details: UploadDetails = {
        key: newFileKey(fileId, 'pdf', new Date(metadata.occurredAt)),
        fileName: file,
        contentType: contentTypeOf('pdf'),
        size: (await stat(path)).size,
        purpose: 'document',
        uploadedBy: SAMPLE_DOCUMENTS_UPLOADER,
      };
      await this.put(details.key, path, scratch);
      try {
        await this.commands.execute(new DeciderCommand(uploadDecider, uploadStreamId(fileId), { type: 'RecordUpload', data: details }, metadata), []);
        return details.key;
      } catch (error) {
        // Another run recorded it a moment ago: its key is the file's.
        if (!(error instanceof DomainError)) throw error;
        const again = await this.recorded(fileId);
        if (again.status !== 'uploaded') throw error;
        if (again.key !== details.key) await this.storage.delete(details.key);
        return again.key;
      }
    }
  }

  private async recorded(fileId: string) {
    return (await foldStream(this.events, uploadDecider, uploadStreamId(fileId))).state;
  }

  private async put(key: string, path: string, scratch: string): Promise<void> {
    const copy = join(scratch, key.replace(/\//g, '-'));
    await copyFile(path, copy);
    await this.storage.put(key, copy, { contentType: contentTypeOf('pdf'), size: (await stat(copy)).size });
  }
}
