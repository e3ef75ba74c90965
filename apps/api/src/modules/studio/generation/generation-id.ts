import { NotFoundException, type PipeTransform } from '@nestjs/common';
import { GENERATION_MESSAGES } from '@k9/domain';

export const generationNotFound = () => new NotFoundException({ statusCode: 404, code: 'GENERATION_NOT_FOUND', message: GENERATION_MESSAGES.notFound });
export const flowNotFound = () => new NotFoundException({ statusCode: 404, code: 'FLOW_CONFIG_NOT_FOUND', message: GENERATION_MESSAGES.flowNotFound });

/** An id as the API writes it (decimal digits within an integer column); anything else is 404. */
export const generationId: PipeTransform<string | number, number> = {
  transform: (value) => {
    if (!/^[1-9]\d{0,8}$/.test(String(value))) throw generationNotFound();
    return Number(value);
  },
};
