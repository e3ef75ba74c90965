import { pipeline } from 'node:stream/promises';
import { Controller, Get, Inject, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { UPLOAD_MESSAGES } from '@k9/contracts';
import { UsersRepository } from '../identity/users.repository.js';
import { FileAccess, fileReaderOf } from './file-access.js';
import { contentDisposition, parseFileKey } from './file-key.js';
import { contentTypeOf, servedInline, type FileExt } from './file-types.js';
import { FILE_STORAGE, type ByteRange, type FileStorage } from './storage.port.js';
import { UploadsService } from './uploads.service.js';

/** One byte range when the client asked for exactly one we can serve; several ranges get the whole file. */
const byteRange = (request: Request, size: number): ByteRange | 'unsatisfiable' | null => {
  if (size === 0) return null;
  const ranges = request.range(size, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === undefined || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return ranges[0];
};

/** Downloads: nothing may load or run. */
const ATTACHMENT_CSP = "default-src 'none'; sandbox";
/**
 * A PDF shown in the browser: sandboxed without `allow-same-origin`, so whatever script a PDF carries runs (if the
 * viewer runs it at all) in an opaque origin, never with this site's cookies or storage; the viewer's own inline
 * styles and images may load, and only this site may frame it.
 */
export const PDF_CSP = "sandbox allow-scripts allow-popups allow-downloads; default-src 'none'; style-src 'unsafe-inline'; img-src data: blob:; frame-ancestors 'self'";

/**
 * A file anyone may read never changes under its key: a year, shared caches included. Any other file is kept by the
 * reader's browser only, and asked for again each time (a 304 while they may still read it): once their access is
 * withdrawn, they get the 404.
 */
export const PUBLIC_FILE_CACHE = 'public, max-age=31536000, immutable';
export const PRIVATE_FILE_CACHE = 'private, no-cache';

/** Our headers for a stored file: its sniffed type, nosniff, its caching, and a sandbox for anything a browser could run. */
const fileHeaders = (ext: FileExt, fileName: string, cache: string): Record<string, string> => {
  const inline = servedInline(ext);
  const type = contentTypeOf(ext);
  const csp = !inline ? ATTACHMENT_CSP : ext === 'pdf' ? PDF_CSP : null;
  return {
    'Content-Type': type.startsWith('text/') ? `${type}; charset=utf-8` : type,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': cache,
    'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', fileName),
    ...(csp ? { 'Content-Security-Policy': csp } : {}),
    'Accept-Ranges': 'bytes',
  };
};

@ApiTags('storage')
@Controller('files')
export class FilesController {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly uploads: UploadsService,
    private readonly access: FileAccess,
    private readonly users: UsersRepository,
  ) {}

  /**
   * Every stored file goes out through here, whichever storage holds it, so that the headers are ours (SVG is never
   * inline), and only to whom may read it (FileAccess): anyone else gets the same 404 as for a file that does not exist.
   */
  @Get('*key')
  @ApiOperation({ summary: 'Tệp đã tải lên: GET và HEAD, hỗ trợ Range; khóa dạng yyyy/mm/<uuid>.<đuôi>' })
  async serve(@Param('key') rawKey: string | string[], @Req() request: Request, @Res() response: Response): Promise<void> {
    const key = Array.isArray(rawKey) ? rawKey.join('/') : rawKey;
    const parsed = parseFileKey(key);
    const readable = parsed ? await this.access.find(key, await fileReaderOf(this.users, request)) : null;
    const size = readable ? await this.storage.size(key) : null;
    if (!parsed || !readable || size === null) throw new NotFoundException({ statusCode: 404, message: UPLOAD_MESSAGES.fileNotFound, code: 'FILE_NOT_FOUND' });
    if (!readable.public) {
      // The bytes under a key never change: the key names them.
      response.setHeader('ETag', `"${parsed.fileId}"`);
      response.setHeader('Cache-Control', PRIVATE_FILE_CACHE);
      if (request.fresh) {
        response.status(304).end();
        return;
      }
    }
    const upload = await this.uploads.find(parsed.fileId);
    const fileName = upload.status === 'uploaded' ? upload.fileName : `${parsed.fileId}.${parsed.ext}`;
    const range = byteRange(request, size);
    // Opened before any header is set, so that a storage failure still gets a clean error answer.
    const body = request.method === 'HEAD' || size === 0 || range === 'unsatisfiable' ? null : await this.storage.read(key, range ?? undefined);
    // The web app's CSP (set for every response) does not describe a file: a file has its own, or none (images, audio, video).
    response.removeHeader('Content-Security-Policy');
    for (const [name, value] of Object.entries(fileHeaders(parsed.ext, fileName, readable.public ? PUBLIC_FILE_CACHE : PRIVATE_FILE_CACHE))) response.setHeader(name, value);
    if (range === 'unsatisfiable') {
      response.status(416).setHeader('Content-Range', `bytes */${size}`);
      response.end();
      return;
    }
    if (range) response.status(206).setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    response.setHeader('Content-Length', String(range ? range.end - range.start + 1 : size));
    if (!body) {
      response.end();
      return;
    }
    // A client that goes away mid-download is not an error worth more than closing the stream.
    await pipeline(body, response).catch(() => response.destroy());
  }
}
