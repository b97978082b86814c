import { isI18nDebug } from '@/config/env';
import {
  createMissingKeyLog,
  handleMissingKeyList,
  handleMissingKeyPost,
  type MissingKeyRouteDependencies,
} from '@/features/i18n/missing-keys-route';

export const dynamic = 'force-dynamic';

/** One log per process (SPEC §7: missing translations, debug mode only; 404 otherwise). */
const dependencies: MissingKeyRouteDependencies = {
  debug: isI18nDebug,
  log: createMissingKeyLog(),
};

export function POST(request: Request): Promise<Response> {
  return handleMissingKeyPost(request, dependencies);
}

export function GET(): Response {
  return handleMissingKeyList(dependencies);
}
