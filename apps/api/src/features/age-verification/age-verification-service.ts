import { randomUUID } from 'node:crypto';
import type { StoreViewCode } from '@lumo/block-schema';
import type {
  AgeVerificationOutcome as GraphQLOutcome,
  CustomerAgeVerification,
  VerifyCustomerAgeOutput,
} from '@lumo/graphql/server';
import type { Clock } from '../../clock';
import { inputError } from '../../errors';
import type { Logger } from '../../logger';
import type { AgeVerificationCustomers } from './age-verification-customers';
import { verifyCustomerAgeInput } from './age-verification-inputs';
import {
  AgeVerificationUnavailableError,
  type AgeVerificationProvider,
} from './age-verification-provider';
import type { AgeVerificationRepository } from './age-verification-repository';
import {
  customerNotAuthorized,
  MESSAGES,
  parseWithField,
  providerUnavailable,
  sameName,
} from './age-verification-rules';
import {
  AGE_VERIFICATION_SETTINGS,
  ATTEMPT_WINDOW_MS,
  MAX_ATTEMPTS,
} from './age-verification-settings';

/**
 * Age verification of the logged-in customer (ADR 0027): the store view's settings, a check with
 * the provider, every attempt stored, a pass recorded on the customer (customers.age_verified_at),
 * after which the customer is never checked again.
 */
export class AgeVerificationService {
  constructor(
    private readonly repository: AgeVerificationRepository,
    private readonly customers: AgeVerificationCustomers,
    private readonly provider: AgeVerificationProvider,
    private readonly minimumAgeOf: (storeView: StoreViewCode) => Promise<number>,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  get providerName(): string {
    return this.provider.name;
  }

  async state(
    customerId: number | null,
    storeView: StoreViewCode,
  ): Promise<CustomerAgeVerification> {
    const customer = customerId === null ? undefined : await this.customers.findById(customerId);
    if (!customer) throw customerNotAuthorized();
    const settings = AGE_VERIFICATION_SETTINGS[storeView];
    const [latest, recent] = await Promise.all([
      this.repository.latestAnswered(customer.id),
      this.repository.countSince(customer.id, this.windowStart()),
    ]);
    return {
      is_enabled: settings.enabled,
      is_customer_quote_age_verified: customer.ageVerifiedAt !== null,
      areas: [...settings.areas],
      methods: [...settings.methods],
      last_outcome: customer.ageVerifiedAt ? 'PASS' : ((latest?.outcome as GraphQLOutcome) ?? null),
      attempts_left: customer.ageVerifiedAt ? 0 : Math.max(0, MAX_ATTEMPTS - recent),
    };
  }

  async verify(
    customerId: number | null,
    storeView: StoreViewCode,
    rawInput: unknown,
  ): Promise<VerifyCustomerAgeOutput> {
    const customer = customerId === null ? undefined : await this.customers.findById(customerId);
    if (!customer) throw customerNotAuthorized();
    const settings = AGE_VERIFICATION_SETTINGS[storeView];
    if (!settings.enabled)
      throw inputError(MESSAGES.disabled, { code: 'AGE_VERIFICATION_DISABLED' });
    const input = parseWithField(verifyCustomerAgeInput, rawInput);
    if (!settings.methods.includes(input.method)) {
      throw inputError(MESSAGES.method, { field: 'method', code: 'METHOD_NOT_OFFERED' });
    }
    // COMPLIANCE.md: a verified account is not checked again (and costs no second check).
    if (customer.ageVerifiedAt) {
      const latest = await this.repository.latestAnswered(customer.id);
      return { outcome: 'PASS', reference: latest?.reference ?? '', is_age_verified: true };
    }
    // The check is of the account holder: a customer cannot verify with someone else's details.
    for (const field of ['firstname', 'lastname'] as const) {
      if (!sameName(input[field], customer[field])) {
        throw inputError(MESSAGES.notAccountHolder, { field, code: 'NOT_ACCOUNT_HOLDER' });
      }
    }
    if (customer.dateOfBirth && customer.dateOfBirth !== input.date_of_birth) {
      throw inputError(MESSAGES.notAccountHolder, {
        field: 'date_of_birth',
        code: 'NOT_ACCOUNT_HOLDER',
      });
    }
    const now = this.clock.now();
    if ((await this.repository.countSince(customer.id, this.windowStart())) >= MAX_ATTEMPTS) {
      throw inputError(MESSAGES.tooMany, { code: 'TOO_MANY_ATTEMPTS' });
    }
    const attempt = {
      customerId: customer.id,
      storeView,
      method: input.method,
      provider: this.provider.name,
      createdAt: now,
    };
    let result;
    try {
      result = await this.provider.verify({
        person: {
          firstname: input.firstname,
          lastname: input.lastname,
          dob: input.date_of_birth,
          address: {
            street: input.street,
            city: input.city,
            postcode: input.postcode,
            countryCode: input.country_code,
          },
          documents: input.document_number
            ? [{ type: input.document_type ?? 'passport', number: input.document_number }]
            : undefined,
        },
        method: input.method,
        minimumAge: await this.minimumAgeOf(storeView),
        today: now,
        customerReference: `AV-${randomUUID()}`,
      });
    } catch (error) {
      if (!(error instanceof AgeVerificationUnavailableError)) throw error;
      await this.repository.insertAttempt({ ...attempt, outcome: 'ERROR', reference: null });
      throw providerUnavailable();
    }
    if (result.outcome === 'PASS') await this.customers.setAgeVerifiedAt(customer.id, now);
    await this.repository.insertAttempt({ ...attempt, ...result });
    this.logger.info('Age verification answered', {
      outcome: result.outcome,
      method: input.method,
      provider: this.provider.name,
    });
    return {
      outcome: result.outcome,
      reference: result.reference,
      is_age_verified: result.outcome === 'PASS',
    };
  }

  private windowStart(): Date {
    return new Date(this.clock.now().getTime() - ATTEMPT_WINDOW_MS);
  }
}
