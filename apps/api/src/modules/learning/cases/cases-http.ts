import { BadRequestException, ForbiddenException, NotFoundException, UnprocessableEntityException, type PipeTransform } from '@nestjs/common';
import { LEARNER_CASE_MESSAGES as M, type CaseFormProblem } from '@k9/domain';

export const caseNotFound = () => new NotFoundException({ statusCode: 404, code: 'CASE_NOT_FOUND', message: M.notFound });
export const caseRequestNotFound = () => new NotFoundException({ statusCode: 404, code: 'CASE_REQUEST_NOT_FOUND', message: M.requestNotFound });
export const badCaseRequest = (code: string, message: string) => new BadRequestException({ statusCode: 400, code, message });
export const aiSettingsRequired = () => new UnprocessableEntityException({ statusCode: 422, code: 'AI_SETTINGS_REQUIRED', message: M.aiSettingsRequired });
export const otherUsersList = () => new ForbiddenException({ statusCode: 403, code: 'NOT_CASE_OWNER', message: M.listOfOtherUser });

/** 400 with the first problem as `message`, all of them (with their fields) beside it, like the contracts' validation. */
export const invalidCaseForm = (problems: CaseFormProblem[]) =>
  new BadRequestException({ statusCode: 400, code: 'VALIDATION', message: problems[0].message, errors: problems.map((problem) => problem.message), problems });

/** A case id in a path: decimal digits within a bigint column's safe range, else 404 (no such case). */
export const caseIdParam: PipeTransform<string, number> = {
  transform: (value) => {
    const id = /^[1-9]\d{0,15}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id)) throw caseNotFound();
    return id;
  },
};
