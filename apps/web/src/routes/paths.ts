import { pathsOf } from '../app/web-context';
import { CONTEXTS } from '../contexts';

/** Screen paths of spec 1 §2.1, each declared by its context (the api's own paths live in @k9/contracts/routes). */
export const PATHS = pathsOf(CONTEXTS);

export const FORM_TEMPLATE_PATH = /^\/form-template\/\d+\/?$/;

/** Form-template links are shared with people who may not be signed in (spec 1 §2.2 exception). */
export const isFormTemplatePath = (pathname: string): boolean => FORM_TEMPLATE_PATH.test(pathname);
