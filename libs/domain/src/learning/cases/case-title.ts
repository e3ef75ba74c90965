import { vietnamDay } from '../../identity/rules/account-validity.js';

export const CASE_TITLE_PREFIX = 'Case Study Quiz ';

/** DDMMYYYY of the Vietnamese calendar day (Asia/Ho_Chi_Minh) of an instant. */
export const caseTitleDate = (now: number): string => {
  const [year, month, day] = vietnamDay(now).split('-');
  return `${day}${month}${year}`;
};

/**
 * The form's generated title (spec 2 §9.2): 'Case Study Quiz ' + DDMMYYYY + '.' + (the user's cases created that day + 1).
 * `casesToday` counts the user's cases made on that Vietnamese day.
 */
export const generatedCaseTitle = (now: number, casesToday: number): string => `${CASE_TITLE_PREFIX}${caseTitleDate(now)}.${casesToday + 1}`;
