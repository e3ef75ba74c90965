import { pipeline } from 'node:stream/promises';
import { Controller, Get, Inject, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { UPLOAD_MESSAGES } from '@k9/contracts';
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

/** Our headers for a stored file: its sniffed type, nosniff, long caching, and a sandbox for anything a browser could run. */
const fileHeaders = (ext: FileExt, fileName: string): Record<string, string> => {
  const inline = servedInline(ext);
  const type = contentTypeOf(ext);
  const csp = !inline ? ATTACHMENT_CSP : ext === 'pdf' ? PDF_CSP : null;
  return {
    'Content-Type': type.startsWith('text/') ? `${type}; charset=utf-8` : type,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'public, max-age=31536000, immutable',
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
  ) {}

  /** Every stored file goes out through here, whichever storage holds it, so that the headers are ours (SVG is never inline). */
  @Get('*key')
  @ApiOperation({ summary: 'Tệp đã tải lên: GET và HEAD, hỗ trợ Range; khoá dạng yyyy/mm/<uuid>.<đuôi>' })
  async serve(@Param('key') rawKey: string | string[], @Req() request: Request, @Res() response: Response): Promise<void> {
    const key = Array.isArray(rawKey) ? rawKey.join('/') : rawKey;
    const parsed = parseFileKey(key);
    const size = parsed ? await this.storage.size(key) : null;
    if (!parsed || size === null) throw new NotFoundException({ statusCode: 404, message: UPLOAD_MESSAGES.fileNotFound, code: 'FILE_NOT_FOUND' });
    const upload = await this.uploads.find(parsed.fileId);
    const fileName = upload.status === 'uploaded' ? upload.fileName : `${parsed.fileId}.${parsed.ext}`;
    const range = byteRange(request, size);
    // Opened before any header is set, so that a storage failure still gets a clean error answer.
    const body = request.method === 'HEAD' || size === 0 || range === 'unsatisfiable' ? null : await this.storage.read(key, range ?? undefined);
    // The web app's CSP (set for every response) does not describe a file: a file has its own, or none (images, audio, video).
    response.removeHeader('Content-Security-Policy');
    for (const [name, value] of Object.entries(fileHeaders(parsed.ext, fileName))) response.setHeader(name, value);
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
