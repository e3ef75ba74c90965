import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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
 * Multer's disk storage, with a cap on the bytes all the request's files may put on the disk together: past it, the
 * rest is read and dropped (so the client still gets an answer), and `exceeded` says the upload must be refused.
 */
class CappedDiskStorage implements multer.StorageEngine {
  private written = 0;
  exceeded = false;

  constructor(
    private readonly dir: string,
    private readonly maxTotalBytes: number,
  ) {}

  _handleFile(_request: Request, file: Express.Multer.File, callback: (error?: unknown, info?: Partial<Express.Multer.File>) => void): void {
    const path = join(this.dir, randomUUID());
    let size = 0;
    const cap = new Transform({
      transform: (chunk: Buffer, _encoding, next) => {
        size += chunk.length;
        this.written += chunk.length;
        if (this.written > this.maxTotalBytes) this.exceeded = true;
        next(null, this.exceeded ? undefined : chunk);
      },
    });
    pipeline(file.stream, cap, createWriteStream(path)).then(
      () => callback(null, { destination: this.dir, filename: path.slice(this.dir.length + 1), path, size }),
      (error: unknown) => callback(error),
    );
  }

  _removeFile(_request: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    unlink(file.path).then(
      () => callback(null),
      () => callback(null),
    );
  }
}

/**
 * Streams the `files` parts of a multipart request to temporary files in `dir` (never whole in memory), at most
 * UPLOAD_MAX_FILES of at most `maxMb` each, and at most `maxTotalBytes` together (else `overTotal()` is thrown, with
 * no more than that on the disk meanwhile). Anything else is refused with a Vietnamese 4xx.
 */
export async function receiveFiles(
  request: Request,
  response: Response,
  dir: string,
  { maxMb, maxTotalBytes, overTotal }: { maxMb: number; maxTotalBytes: number; overTotal: () => unknown },
): Promise<Express.Multer.File[]> {
  const storage = new CappedDiskStorage(dir, maxTotalBytes);
  const parse = multer({
    storage,
    limits: { fileSize: maxMb * MB, files: UPLOAD_MAX_FILES, fields: 20, fieldSize: 64 * 1024, parts: UPLOAD_MAX_FILES + 20 },
    // Browsers send UTF-8 file names (Vietnamese ones included) without saying so.
    defParamCharset: 'utf8',
  }).array(UPLOAD_FIELD);
  await new Promise<void>((resolve, reject) => parse(request, response, (error?: unknown) => (error ? reject(refusal(error, maxMb)) : resolve())));
  if (storage.exceeded) throw overTotal();
  const files = (request.files ?? []) as Express.Multer.File[];
  if (files.length === 0) throw refused(UPLOAD_MESSAGES.noFiles, 'NO_FILES');
  return files;
}
