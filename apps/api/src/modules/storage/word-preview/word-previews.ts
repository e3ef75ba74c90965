import type { Readable } from 'node:stream';
import { Inject, Injectable, NotFoundException, PayloadTooLargeException, UnprocessableEntityException, UnsupportedMediaTypeException } from '@nestjs/common';
import { UPLOAD_MESSAGES } from '@k9/contracts';
import { shownDocumentHtml } from '@k9/domain';
import { inspectZip, verifyZipSizes } from '../../content/import/excel/zip-inspection.js';
import { FileAccess, type FileReader } from '../file-access.js';
import { parseFileKey } from '../file-key.js';
import { FILE_STORAGE, type FileStorage } from '../storage.port.js';
import { wordToHtml } from './word-to-html.js';

const MB = 1024 * 1024;

/** A Word file's preview: what it may weigh, unzip to and become, and how long its conversion may take. */
export const WORD_PREVIEW_LIMITS = {
  fileMb: 20,
  unzippedMb: 100,
  zipEntries: 1000,
  htmlChars: 2_000_000,
  memoryMb: 256,
  timeoutMs: 20_000,
  /** Sanitised previews kept in memory, by the characters they hold together. */
  cacheChars: 40_000_000,
} as const;

export const WORD_PREVIEW_MESSAGES = {
  notWord: 'Chỉ xem trước được file Word (.docx) trong trang. Vui lòng tải file về để mở.',
  tooLarge: `File Word quá lớn để xem trước (tối đa ${WORD_PREVIEW_LIMITS.fileMb} MB, ${WORD_PREVIEW_LIMITS.unzippedMb} MB khi giải nén). Vui lòng tải file về để mở.`,
  unreadable: 'Không đọc được file Word này (có thể file bị hỏng). Vui lòng tải file về để mở.',
} as const;

const tooLarge = () => new PayloadTooLargeException({ statusCode: 413, message: WORD_PREVIEW_MESSAGES.tooLarge, code: 'WORD_TOO_LARGE' });
const unreadable = () => new UnprocessableEntityException({ statusCode: 422, message: WORD_PREVIEW_MESSAGES.unreadable, code: 'WORD_UNREADABLE' });

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Word files shown in the page (issue 24 §2): a .docx is checked as the import checks a zip (its declared sizes, then
 * each entry inflated against them), turned into html by mammoth in a worker, sanitised by the one allow-list
 * (shown-html.ts, embedded images left out), and kept per file: the bytes under a key never change. Who may read the
 * file is asked on every request, cached or not.
 */
@Injectable()
export class WordPreviews {
  private readonly cache = new Map<string, string>();
  private cachedChars = 0;
  private readonly running = new Map<string, Promise<string>>();
  /** Documents converted since start (a cached preview is not converted again). */
  conversions = 0;

  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly access: FileAccess,
  ) {}

  async html(key: string, reader: FileReader): Promise<string> {
    const parsed = parseFileKey(key);
    const readable = parsed ? await this.access.find(key, reader) : null;
    if (!parsed || !readable) throw new NotFoundException({ statusCode: 404, message: UPLOAD_MESSAGES.fileNotFound, code: 'FILE_NOT_FOUND' });
    if (parsed.ext !== 'docx') throw new UnsupportedMediaTypeException({ statusCode: 415, message: WORD_PREVIEW_MESSAGES.notWord, code: 'NOT_WORD' });
    const cached = this.cache.get(key);
    if (cached !== undefined) {
      // Most recently used last: the oldest preview leaves first.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const running = this.running.get(key) ?? this.convert(key);
    this.running.set(key, running);
    try {
      return await running;
    } finally {
      this.running.delete(key);
    }
  }

  private async convert(key: string): Promise<string> {
    const size = await this.storage.size(key);
    if (size === null) throw new NotFoundException({ statusCode: 404, message: UPLOAD_MESSAGES.fileNotFound, code: 'FILE_NOT_FOUND' });
    if (size > WORD_PREVIEW_LIMITS.fileMb * MB) throw tooLarge();
    const bytes = await bytesOf(await this.storage.read(key));
    const verdict = inspectZip(bytes, { maxUnzippedBytes: WORD_PREVIEW_LIMITS.unzippedMb * MB, maxEntries: WORD_PREVIEW_LIMITS.zipEntries });
    const sizes = verdict.ok ? await verifyZipSizes(bytes, verdict.entries) : verdict.reason === 'malformed' ? 'malformed' : 'too-large';
    if (sizes === 'malformed') throw unreadable();
    if (sizes === 'too-large') throw tooLarge();
    this.conversions += 1;
    const converted = await wordToHtml(bytes, { memoryMb: WORD_PREVIEW_LIMITS.memoryMb, timeoutMs: WORD_PREVIEW_LIMITS.timeoutMs, maxHtmlChars: WORD_PREVIEW_LIMITS.htmlChars });
    if (!converted.ok) throw converted.reason === 'too-large' ? tooLarge() : unreadable();
    const html = shownDocumentHtml(converted.html);
    this.remember(key, html);
    return html;
  }

  private remember(key: string, html: string): void {
    this.cache.set(key, html);
    this.cachedChars += html.length;
    for (const [oldest, value] of this.cache) {
      if (this.cachedChars <= WORD_PREVIEW_LIMITS.cacheChars) break;
      this.cache.delete(oldest);
      this.cachedChars -= value.length;
    }
  }
}
