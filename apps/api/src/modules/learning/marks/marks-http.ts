import { BadRequestException, NotFoundException, type PipeTransform } from '@nestjs/common';
import type { Request } from 'express';
import { isMarkItemId, isMarkList, LEARNER_MARK_MESSAGES as M, type MarkList } from '@k9/domain';

const badRequest = (code: string, message: string) => new BadRequestException({ statusCode: 400, code, message });

/** A list in a path: one of the five, else 400 (a typo is the client's mistake, not a missing page). */
export const markListParam: PipeTransform<string, MarkList> = {
  transform: (value) => {
    if (!isMarkList(value)) throw badRequest('UNKNOWN_MARK_LIST', M.unknownList);
    return value;
  },
};

/** An item id in a path: decimal digits (no sign, no leading zero) within an integer column, else 400. */
export const markItemIdParam: PipeTransform<string, number> = {
  transform: (value) => {
    const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
    if (!isMarkItemId(id)) throw badRequest('INVALID_MARK_ITEM', M.invalidItemId);
    return id;
  },
};

/**
 * A mark's whole meaning is in its path and its session: a body (a user id, an info object, a list of thousands of ids
 * as the original sent with the user's info) is refused before anything is read or written.
 */
export function assertNoBody(request: Request): void {
  const body: unknown = request.body;
  if (body === undefined || body === null) return;
  if (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0) return;
  throw badRequest('MARK_BODY_NOT_ALLOWED', M.bodyNotAllowed);
}

export const markedContentNotFound = () => new NotFoundException({ statusCode: 404, code: 'CONTENT_NOT_FOUND', message: M.contentNotFound });
export const markedReportNotFound = () => new NotFoundException({ statusCode: 404, code: 'AI_SUMMARY_NOT_FOUND', message: M.reportNotFound });
export const wrongMarkList = (list: MarkList) => badRequest('MARK_LIST_MISMATCH', M.wrongList(list));
