import { FORM_TEMPLATE_PATH } from '../routes/paths';
import { routePatterns } from './route-patterns';
import { routes } from './routes';

/** This app's screen addresses (see routePatterns): loaded by the build (vite.config.ts), which writes them out. */
export const appRoutePatterns = (): string[] => routePatterns(routes, [FORM_TEMPLATE_PATH]);
