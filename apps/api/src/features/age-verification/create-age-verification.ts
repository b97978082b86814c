import type { StoreViewCode } from '@lumo/block-schema';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import type { AgeVerificationConfig } from './age-verification-config';
import type { AgeVerificationCustomers } from './age-verification-customers';
import {
  TestAgeVerificationProvider,
  type AgeVerificationProvider,
} from './age-verification-provider';
import { AgeVerificationRepository } from './age-verification-repository';
import { AgeVerificationService } from './age-verification-service';
import { GbgAgeVerificationProvider } from './gbg-age-verification-provider';

/** The GBG-shaped adapter when AGE_VERIFICATION_URL is set, else the local test provider. */
export function ageVerificationProviderOf(
  config: AgeVerificationConfig | undefined,
  logger: Logger,
): AgeVerificationProvider {
  return config?.url && config.key
    ? new GbgAgeVerificationProvider({
        url: config.url,
        key: config.key,
        profileId: config.profileId,
        timeoutMs: config.timeoutMs,
        logger,
      })
    : new TestAgeVerificationProvider();
}

export function createAgeVerificationService(deps: {
  db: Database;
  customers: AgeVerificationCustomers;
  minimumAgeOf: (storeView: StoreViewCode) => Promise<number>;
  config: AgeVerificationConfig | undefined;
  provider?: AgeVerificationProvider;
  clock: Clock;
  logger: Logger;
}): AgeVerificationService {
  return new AgeVerificationService(
    new AgeVerificationRepository(deps.db),
    deps.customers,
    deps.provider ?? ageVerificationProviderOf(deps.config, deps.logger),
    deps.minimumAgeOf,
    deps.clock,
    deps.logger,
  );
}
