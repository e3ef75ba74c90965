import { BadRequestException, ForbiddenException, NotFoundException, UnprocessableEntityException, type PipeTransform } from '@nestjs/common';
import { ASSISTANT_MESSAGES as M } from '@k9/domain';

export const chatNotFound = () => new NotFoundException({ statusCode: 404, code: 'CHAT_SESSION_NOT_FOUND', message: M.notFound });
export const otherUsersChats = () => new ForbiddenException({ statusCode: 403, code: 'NOT_CHAT_OWNER', message: M.otherUsersList });
export const badChatRequest = (code: string, message: string) => new BadRequestException({ statusCode: 400, code, message });
export const unprocessable = (code: string, message: string) => new UnprocessableEntityException({ statusCode: 422, code, message });

/** A session id in a path: decimal digits in a bigint's safe range, else 404. */
export const chatIdParam: PipeTransform<string, number> = {
  transform: (value) => {
    const id = /^[1-9]\d{0,15}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id)) throw chatNotFound();
    return id;
  },
};

/** The request of a learner feature never carries a system message (DESIGN §13: prompts live on the server). */
export function refuseSystemMessage(body: Record<string, unknown>): void {
  if (['system', 'system_message', 'systemMessage'].some((key) => body[key] !== undefined && body[key] !== null)) throw badChatRequest('SYSTEM_MESSAGE_REFUSED', M.systemMessageRefused);
}
