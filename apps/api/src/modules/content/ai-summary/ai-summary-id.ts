import { NotFoundException, type PipeTransform } from '@nestjs/common';
import { AI_SUMMARY_MESSAGES } from '@k9/domain';

export const aiSummaryNotFound = () => new NotFoundException({ statusCode: 404, code: 'AI_SUMMARY_NOT_FOUND', message: AI_SUMMARY_MESSAGES.notFound });

/** An id as the API writes it (decimal digits, no sign or leading zero, within an integer column); anything else is 404. */
export const aiSummaryId: PipeTransform<string | number, number> = {
  transform: (value) => {
    if (!/^[1-9]\d{0,8}$/.test(String(value))) throw aiSummaryNotFound();
    return Number(value);
  },
};
