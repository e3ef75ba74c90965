import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BadRequestException, PayloadTooLargeException, type HttpException } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { UPLOAD_FIELD, UPLOAD_MAX_FILES, UPLOAD_MESSAGES } from '@k9/contracts';

const MB = 1024 * 1024;

const refused = (message: string, code: string) => new BadRequestException({ statusCode: 400, message, code });

/** Multipart errors in the uploader's words; a disk error (it has a syscall) stays a server error. */
const refusal = (error: unknown, maxMb: number): HttpException | unknown => {
  if ((error as NodeJS.ErrnoException).syscall) return error;
  switch (error instanceof multer.MulterError ? error.code : null) {
    case 'LIMIT_FILE_SIZE':
      return new PayloadTooLargeException({ statusCode: 413, message: UPLOAD_MESSAGES.tooLarge(maxMb), code: 'FILE_TOO_LARGE' });
    case 'LIMIT_FILE_COUNT':
      return refused(UPLOAD_MESSAGES.tooMany, 'TOO_MANY_FILES');
    case 'LIMIT_UNEXPECTED_FILE':
      return refused(UPLOAD_MESSAGES.wrongField, 'UNEXPECTED_FIELD');
    default:
      return refused(UPLOAD_MESSAGES.malformed, 'MALFORMED_UPLOAD');
  }
};

/** Runs `work` with a fresh directory under `parent`, removed afterwards whatever happens. */
export async function withTempDir<T>(parent: string, work: (dir: string) => Promise<T>): Promise<T> {
  await mkdir(parent, { recursive: true });
  const dir = await mkdtemp(join(parent, 'upload-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Streams the `files` parts of a multipart request to temporary files in `dir` (never whole in memory), at most
 * UPLOAD_MAX_FILES of at most `maxMb` each. Anything else is refused with a Vietnamese 4xx.
 */
export async function receiveFiles(request: Request, response: Response, dir: string, maxMb: number): Promise<Express.Multer.File[]> {
  const parse = multer({
    storage: multer.diskStorage({ destination: dir, filename: (_request, _file, name) => name(null, randomUUID()) }),
    limits: { fileSize: maxMb * MB, files: UPLOAD_MAX_FILES, fields: 20, fieldSize: 64 * 1024, parts: UPLOAD_MAX_FILES + 20 },
    // Browsers send UTF-8 file names (Vietnamese ones included) without saying so.
    defParamCharset: 'utf8',
  }).array(UPLOAD_FIELD);
  await new Promise<void>((resolve, reject) => parse(request, response, (error?: unknown) => (error ? reject(refusal(error, maxMb)) : resolve())));
  const files = (request.files ?? []) as Express.Multer.File[];
  if (files.length === 0) throw refused(UPLOAD_MESSAGES.noFiles, 'NO_FILES');
  return files;
}
