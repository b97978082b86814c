import type { StoreViewCode } from '@lumo/block-schema';
import type { AgeVerificationMethod } from './age-verification-provider';

/**
 * Where and how each store view verifies age (SPEC §3.6 isAgeVerificationEnabled,
 * ageVerificationAreas, ageVerificationMethods). Data, not `if (country)` code (COMPLIANCE.md):
 * every market requires a real check before dispatch; electoral roll data exists for the UK only,
 * credit reference age checks in the UK, Ireland, Canada and the US; a document check everywhere.
 */
export const AGE_VERIFICATION_AREAS = ['checkout', 'account'] as const;
export type AgeVerificationArea = (typeof AGE_VERIFICATION_AREAS)[number];

export interface AgeVerificationSettings {
  enabled: boolean;
  areas: readonly AgeVerificationArea[];
  methods: readonly AgeVerificationMethod[];
}

const everywhere: readonly AgeVerificationArea[] = ['checkout', 'account'];

export const AGE_VERIFICATION_SETTINGS: Readonly<Record<StoreViewCode, AgeVerificationSettings>> = {
  uk: {
    enabled: true,
    areas: everywhere,
    methods: ['electoral_roll', 'credit_reference', 'document'],
  },
  gr: { enabled: true, areas: everywhere, methods: ['document'] },
  ie: { enabled: true, areas: everywhere, methods: ['credit_reference', 'document'] },
  eu: { enabled: true, areas: everywhere, methods: ['document'] },
  ca: { enabled: true, areas: everywhere, methods: ['credit_reference', 'document'] },
  ch: { enabled: true, areas: everywhere, methods: ['document'] },
  us: { enabled: true, areas: everywhere, methods: ['credit_reference', 'document'] },
};

/** Most checks one customer may ask for in ATTEMPT_WINDOW_MS (each costs money at a provider). */
export const MAX_ATTEMPTS = 5;
export const ATTEMPT_WINDOW_MS = 24 * 3_600_000;

/** The StoreConfig extension fields of a store view (ADR 0027). */
export function ageVerificationStoreConfig(storeView: StoreViewCode) {
  const settings = AGE_VERIFICATION_SETTINGS[storeView];
  return {
    age_verification_enabled: settings.enabled,
    age_verification_areas: [...settings.areas],
    age_verification_methods: [...settings.methods],
  };
}
