import { createHash } from 'node:crypto';

/**
 * The age verification provider seam (ADR 0027, COMPLIANCE.md "Every store view"): a third-party
 * check of a person against electoral roll, credit reference or document data. The api never
 * decides age from a self-declared date of birth alone outside the local test provider.
 */
export const AGE_VERIFICATION_METHODS = ['electoral_roll', 'credit_reference', 'document'] as const;
export type AgeVerificationMethod = (typeof AGE_VERIFICATION_METHODS)[number];

export const AGE_VERIFICATION_OUTCOMES = ['PASS', 'FAIL', 'REFER'] as const;
export type AgeVerificationOutcome = (typeof AGE_VERIFICATION_OUTCOMES)[number];

export interface AgeCheckDocument {
  type: 'passport' | 'driving_licence';
  number: string;
}

export interface AgeCheckPerson {
  firstname: string;
  lastname: string;
  /** ISO date YYYY-MM-DD. */
  dob: string;
  address: { street: string; city: string; postcode: string; countryCode: string };
  documents?: AgeCheckDocument[];
}

export interface AgeCheckRequest {
  person: AgeCheckPerson;
  method: AgeVerificationMethod;
  /** The store view's minimum age (COMPLIANCE.md). */
  minimumAge: number;
  /** Today in the store view (the age is counted to this date). */
  today: Date;
  /** Our reference of the attempt, sent as the customer reference; no personal data. */
  customerReference: string;
}

export interface AgeCheckResult {
  outcome: AgeVerificationOutcome;
  /** The provider's reference of the check (what support quotes to the provider). */
  reference: string;
}

export interface AgeVerificationProvider {
  readonly name: string;
  verify(request: AgeCheckRequest): Promise<AgeCheckResult>;
}

/** The provider could not give an answer (down, slow, or answering nonsense). */
export class AgeVerificationUnavailableError extends Error {
  constructor(reason: string) {
    super(`Age verification provider unavailable: ${reason}`);
    this.name = 'AgeVerificationUnavailableError';
  }
}

/** Whole years between an ISO date of birth and `today` (UTC dates); NaN for a bad date. */
export function ageOn(dob: string, today: Date): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** Surnames the local test provider answers specially (case and spaces ignored). */
export const TEST_PROVIDER_SURNAMES = { fail: 'refused', refer: 'refer' } as const;

/**
 * The default provider: deterministic from its input, for development, tests and e2e.
 * - lastname `Refused` -> FAIL; lastname `Refer` -> REFER;
 * - a date of birth that makes the person younger than the store view's minimum age -> FAIL;
 * - anyone else -> PASS.
 * The reference is `TEST-` + 16 hex characters of a hash of the input (same input, same reference).
 */
export class TestAgeVerificationProvider implements AgeVerificationProvider {
  readonly name = 'test';

  async verify(request: AgeCheckRequest): Promise<AgeCheckResult> {
    const { person } = request;
    const surname = person.lastname.trim().toLowerCase();
    const reference = `TEST-${createHash('sha256')
      .update(JSON.stringify([request.method, person]))
      .digest('hex')
      .slice(0, 16)}`;
    if (surname === TEST_PROVIDER_SURNAMES.fail) return { outcome: 'FAIL', reference };
    if (surname === TEST_PROVIDER_SURNAMES.refer) return { outcome: 'REFER', reference };
    const age = ageOn(person.dob, request.today);
    if (!(age >= request.minimumAge)) return { outcome: 'FAIL', reference };
    return { outcome: 'PASS', reference };
  }
}
