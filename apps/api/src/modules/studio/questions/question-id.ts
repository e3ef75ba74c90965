import { NotFoundException, type PipeTransform } from '@nestjs/common';
import { QUESTION_MESSAGES } from '@k9/domain';

export const questionNotFound = () => new NotFoundException({ statusCode: 404, code: 'QUESTION_NOT_FOUND', message: QUESTION_MESSAGES.notFound });

/** An id as the API writes it (decimal digits, no sign or leading zero, within an integer column); anything else is 404. */
export const questionId: PipeTransform<string | number, number> = {
  transform: (value) => {
    if (!/^[1-9]\d{0,8}$/.test(String(value))) throw questionNotFound();
    return Number(value);
  },
};
