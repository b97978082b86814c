import { handleFrontendConfig } from '@/features/frontend-config/frontend-config';
import { getStoreConfig } from '@/lib/api/store-config';

export const dynamic = 'force-dynamic';

/** SPEC §7 POST /frontend-config (features/frontend-config). */
export function POST(request: Request): Promise<Response> {
  return handleFrontendConfig(request, getStoreConfig);
}
