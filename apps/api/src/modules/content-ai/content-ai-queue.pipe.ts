import { BadRequestException, NotFoundException, type PipeTransform } from '@nestjs/common';
import { CONTENT_AI_VALIDATION } from '@k9/contracts';
import { CONTENT_AI_MESSAGES as M, isContentAiQueue } from '@k9/domain';
import { isServedQueue, type ServedQueue } from './content-ai-names.js';

/** `{queue}` of the routes: image, diagram or voice (400 otherwise); one this server does not run yet is 404. */
export class ContentAiQueuePipe implements PipeTransform<string, ServedQueue> {
  transform(value: string): ServedQueue {
    if (!isContentAiQueue(value)) throw new BadRequestException({ statusCode: 400, message: CONTENT_AI_VALIDATION.queue, code: 'VALIDATION' });
    if (!isServedQueue(value)) throw new NotFoundException({ statusCode: 404, message: M.queueUnavailable(value), code: 'QUEUE_NOT_SERVED' });
    return value;
  }
}
