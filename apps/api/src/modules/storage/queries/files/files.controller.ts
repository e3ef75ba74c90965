import { pipeline } from 'node:stream/promises';
import { Controller, Get, Inject, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { UPLOAD_MESSAGES } from '@k9/contracts';
import { tagImmutable } from '../../../../platform/commands/version-tag.js';
import { UsersRepository } from '../../../identity/users.repository.js';
import { FileAccess, fileReaderOf } from '../../file-access.js';
import { byteRange, fileHeaders, PRIVATE_FILE_CACHE, PUBLIC_FILE_CACHE } from '../../file-headers.js';
import { parseFileKey } from '../../file-key.js';
import { FILE_STORAGE, type FileStorage } from '../../storage.port.js';
import { UploadsService } from '../../uploads.service.js';

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
      tagImmutable(response, parsed.fileId);
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
