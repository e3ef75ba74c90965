import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { BadRequestException, Controller, Get, Param, PayloadTooLargeException, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { PdfTextJobView, PdfTextQueued, PdfTextResponse } from '@k9/contracts';
import { DOCUMENT_SUMMARY_MESSAGES as M, OCR_LIMITS } from '@k9/domain';
import { AppConfig } from '../../../../../config/app-config.js';
import { CurrentUser, SignedIn } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { DocumentRefused } from '../../document-refused.js';
import { OcrPageQuota } from '../../ocr-page-quota.js';
import { OcrQueue } from '../../ocr-queue.js';
import { OcrSettings } from '../../ocr-setting.js';
import { DocumentReader } from '../../pdf/document-reader.js';

const fileRequired = () => new BadRequestException({ statusCode: 400, message: M.fileRequired, code: 'FILE_REQUIRED' });

/** The one `file` part, in memory (at most 50 MB): the PDF is read, never stored as an upload. */
function receivePdf(request: Request, response: Response): Promise<Express.Multer.File> {
  const parse = multer({ storage: multer.memoryStorage(), limits: { fileSize: OCR_LIMITS.fetchBytes, files: 1, fields: 5, parts: 6 }, defParamCharset: 'utf8' }).single('file');
  return new Promise((resolve, reject) =>
    parse(request, response, (error?: unknown) => {
      if (error) return reject(error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE' ? new PayloadTooLargeException({ statusCode: 413, message: M.tooLarge, code: 'FILE_TOO_LARGE' }) : fileRequired());
      if (!request.file) return reject(fileRequired());
      resolve(request.file);
    }),
  );
}

/** Spec 1 §7 `POST /api/pdf/upload`, spec 3 §7 "OCR on a PDF": a PDF's text, for signed-in accounts. */
@ApiTags('market')
@Controller('api/pdf/upload')
@SignedIn()
export class PdfUploadController {
  constructor(
    private readonly reader: DocumentReader,
    private readonly quota: OcrPageQuota,
    private readonly queue: OcrQueue,
    private readonly settings: OcrSettings,
    private readonly config: AppConfig,
  ) {}

  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiOperation({
    summary:
      "Đọc chữ của một tệp PDF (trường multipart file; nhận biết PDF theo nội dung, không theo tên): tối đa 20 trang → 200 { text, pages: [{ n, source: 'text' | 'ocr', chars }] }; " +
      'lớn hơn → 202 { jobId, pages } (kết quả ở GET /api/pdf/upload/{jobId}). Trang có ít hơn 30 chữ cái được OCR (tiếng Việt); tối đa 50 trang mỗi tệp (422), 100 trang OCR mỗi học viên mỗi ngày (429). Tệp không được lưu lại.',
  })
  async upload(@Req() request: Request, @Res({ passthrough: true }) response: Response, @CurrentUser() user: SessionUser): Promise<PdfTextResponse | PdfTextQueued> {
    await this.settings.assertOpenTo(user);
    const file = await receivePdf(request, response);
    try {
      const layer = await this.reader.textLayer(file.buffer);
      if (layer.pageCount > OCR_LIMITS.immediatePages) {
        const dir = join(this.config.dataDir, 'ocr-uploads');
        await mkdir(dir, { recursive: true });
        const path = join(dir, `${randomUUID()}.pdf`);
        await writeFile(path, file.buffer);
        response.status(202);
        return { jobId: await this.queue.enqueuePdf(path, file.originalname || 'PDF', user), pages: layer.pageCount };
      }
      const read = await this.reader.read(file.buffer, { layer, beforeOcr: (pages) => this.quota.take(user.id, user.isAdmin, pages) });
      response.status(200);
      return { text: read.text, pages: read.pages, ...(read.message ? { message: read.message } : {}) };
    } catch (error) {
      throw error instanceof DocumentRefused ? error.toHttp() : error;
    }
  }

  @Get(':jobId')
  @ApiOperation({ summary: 'Trạng thái và kết quả (khi xong) của một tệp PDF lớn đang đọc trong hàng đợi ocr; chỉ người tải lên và quản trị viên.' })
  job(@Param('jobId') jobId: string, @CurrentUser() user: SessionUser): Promise<PdfTextJobView> {
    return this.queue.pdfJob(jobId, user);
  }
}
