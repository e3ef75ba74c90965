import { HttpException } from '@nestjs/common';

/** Why a document cannot be read or fetched, in Vietnamese, with the HTTP status a route answers it with. */
export class DocumentRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 422 | 429 | 502,
    readonly code: string,
  ) {
    super(message);
    this.name = 'DocumentRefused';
  }

  toHttp(): HttpException {
    return new HttpException({ statusCode: this.status, message: this.message, code: this.code }, this.status);
  }
}
