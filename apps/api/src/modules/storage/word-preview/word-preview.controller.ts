import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { UsersRepository } from '../../identity/users.repository.js';
import { fileReaderOf } from '../file-access.js';
import { PRIVATE_FILE_CACHE } from '../file-headers.js';
import { WordPreviews } from './word-previews.js';

/** What a Word file's preview answers: its text structure as html anyone may be shown. */
export type WordPreviewResponse = { html: string };

@ApiTags('storage')
@Controller('api/file-preview')
export class WordPreviewController {
  constructor(
    private readonly previews: WordPreviews,
    private readonly users: UsersRepository,
  ) {}

  /** To whom may read the file (the /files rule); anyone else gets the 404 of a missing file. */
  @Get('*key')
  @ApiOperation({ summary: 'Xem trước file Word (.docx) đã tải lên dưới dạng HTML đã lọc (không kèm hình ảnh); khóa dạng yyyy/mm/<uuid>.docx' })
  async preview(@Param('key') rawKey: string | string[], @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<WordPreviewResponse> {
    const key = Array.isArray(rawKey) ? rawKey.join('/') : rawKey;
    const html = await this.previews.html(key, await fileReaderOf(this.users, request));
    // Asked again each time: once the reader's access is withdrawn, the preview goes with the file.
    response.setHeader('Cache-Control', PRIVATE_FILE_CACHE);
    return { html };
  }
}
