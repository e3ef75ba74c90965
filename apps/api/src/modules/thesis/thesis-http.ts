import { BadRequestException, ForbiddenException, NotFoundException, type PipeTransform } from '@nestjs/common';
import { readListChat, THESIS_MESSAGES as M, type ThesisSegmentInput } from '@k9/domain';
import { randomUUID } from 'node:crypto';

export const thesisNotFound = () => new NotFoundException({ statusCode: 404, code: 'THESIS_NOT_FOUND', message: M.notFound });
export const otherUsersTheses = () => new ForbiddenException({ statusCode: 403, code: 'NOT_THESIS_OWNER', message: M.otherUsersList });
export const badThesisRequest = (code: string, message: string) => new BadRequestException({ statusCode: 400, code, message });

/** A thesis id in a path: letters, digits, '-' and '_', else 404. */
export const thesisIdParam: PipeTransform<string, string> = {
  transform: (value) => {
    if (!/^[\w-]{1,64}$/.test(value)) throw thesisNotFound();
    return value;
  },
};

/** A body's list_chat as segments with ids (new entries get one), or a Vietnamese 400; undefined when the body has none. */
export function segmentsOf(listChat: unknown): Array<ThesisSegmentInput & { id: string }> | undefined {
  if (listChat === undefined || listChat === null) return undefined;
  const read = readListChat(listChat);
  if ('problem' in read) throw badThesisRequest('THESIS_LIST_CHAT_INVALID', read.problem);
  return read.segments.map((segment) => ({ ...segment, id: segment.id ?? randomUUID() }));
}
