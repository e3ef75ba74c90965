import { HttpException, ServiceUnavailableException } from '@nestjs/common';

export const STORED_PENDING_MESSAGE = 'Đã lưu, dữ liệu sẽ hiển thị sau giây lát';

/**
 * A write that was stored, answered before the read models show it (they are late): 202 with the stream that holds it,
 * never a 503 that would invite the user to send it again (issue 27 §4). Sent as an exception, because the controller
 * cannot read back what it would have answered; the error filter writes it like any other answer.
 */
export class StoredPendingException extends HttpException {
  constructor(streamIds: readonly string[], position: number | null) {
    super({ statusCode: 202, code: 'STORED_PENDING', message: STORED_PENDING_MESSAGE, streamIds, position }, 202);
  }
}

/** The read-your-writes wait's 503 (ProjectionsService.waitFor), told apart from every other error. */
export const isProjectionLag = (error: unknown): boolean =>
  error instanceof ServiceUnavailableException && (error.getResponse() as { code?: string }).code === 'PROJECTION_LAG';
