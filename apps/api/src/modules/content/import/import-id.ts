import { NotFoundException, type PipeTransform } from '@nestjs/common';
import { CONTENT_IMPORT_MESSAGES } from '@k9/domain';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An import id is the uuid the preview handed out; anything else is an import that does not exist. */
export const importIdParam: PipeTransform<string, string> = {
  transform: (value) => {
    if (!UUID.test(value)) throw new NotFoundException({ statusCode: 404, message: CONTENT_IMPORT_MESSAGES.importNotFound, code: 'IMPORT_NOT_FOUND' });
    return value;
  },
};
