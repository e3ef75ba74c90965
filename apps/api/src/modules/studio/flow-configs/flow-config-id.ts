import { NotFoundException, type PipeTransform } from '@nestjs/common';
import { FLOW_CONFIG_MESSAGES } from '@k9/domain';

export const flowConfigNotFound = () => new NotFoundException({ statusCode: 404, code: 'FLOW_CONFIG_NOT_FOUND', message: FLOW_CONFIG_MESSAGES.notFound });

/** An id as the API writes it (decimal digits, no sign or leading zero, within an integer column); anything else is 404. */
export const flowConfigId: PipeTransform<string | number, number> = {
  transform: (value) => {
    if (!/^[1-9]\d{0,8}$/.test(String(value))) throw flowConfigNotFound();
    return Number(value);
  },
};
