// The web group: the bundle figures, then the learner list and the LCP in Chromium (which need the services).
import { benchLearnerHome } from './learner-home.bench.mjs';
import { benchWeb } from './web.bench.mjs';

export async function benchWebSuite(services) {
  await benchWeb();
  await benchLearnerHome(services);
}
