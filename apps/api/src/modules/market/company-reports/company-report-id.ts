import { NotFoundException, type PipeTransform } from '@nestjs/common';
import { COMPANY_REPORT_MESSAGES } from '@k9/domain';

export const companyReportNotFound = () => new NotFoundException({ statusCode: 404, code: 'COMPANY_REPORT_NOT_FOUND', message: COMPANY_REPORT_MESSAGES.notFound });

/** An id as the API writes it (decimal digits, no sign or leading zero, within an integer column); anything else is 404. */
export const companyReportId: PipeTransform<string | number, number> = {
  transform: (value) => {
    if (!/^[1-9]\d{0,8}$/.test(String(value))) throw companyReportNotFound();
    return Number(value);
  },
};
