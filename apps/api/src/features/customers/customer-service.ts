import { randomBytes } from 'node:crypto';
import { getStoreView, type StoreViewCode } from '@lumo/block-schema';
import {
  isOldEnough,
  minimumAgeFor,
  requiresEmailConfirmation,
  type RegistrationInput,
} from '@lumo/customer-schema';
import type { CurrencyEnum, Customer } from '@lumo/graphql/server';
import argon2 from 'argon2';
import type { Clock } from '../../clock';
import type { CustomerRow, IdCheckDetails } from '../../db/schema';
import type { MailQueue } from '../mail/mail-queue';
import type { RateLimiter } from '../rate-limits/rate-limiter';
import { AddressRepository } from '../customer-addresses/address-repository';
import { toCustomerAddress } from '../customer-addresses/address-mappers';
import { resolveRegion } from '../customer-addresses/address-rules';
import type { NewsletterService } from '../newsletter/newsletter-service';
import {
  confirmEmailSchema,
  customerUpdateSchema,
  emailChangeSchema,
  emailInputSchema,
  fieldError,
  parseCustomerInput,
  passwordChangeSchema,
  passwordResetSchema,
  registrationSchemaFor,
  signInSchema,
} from './customer-inputs';
import { toCustomer } from './customer-mappers';
import { CustomerRepository, type CustomerChanges } from './customer-repository';
import {
  confirmationInvalidError,
  CUSTOMER_MESSAGES,
  type CustomerLinks,
  emailTakenError,
  notConfirmedError,
  REFERRAL_REWARD,
  RESET_TOKEN_TTL_MS,
  resetTokenInvalidError,
  signInFailedError,
  wrongPasswordError,
} from './customer-rules';
import { hashSecret, newReferralCode, newSecret, secretMatches } from './customer-secrets';
import { inputError } from '../../errors';

/** The signed-in customer of a request: its row and the token's hash and expiry. */
export interface CustomerSession {
  customer: CustomerRow;
  tokenHash: string;
  expiresAt: Date;
}

export interface CustomerServiceOptions {
  /** CUSTOMER_SESSION_MINUTES in ms. */
  sessionMs: number;
  argon2: { memoryCost: number; timeCost: number };
}

/**
 * Customer accounts (Magento CustomerGraphQl): registration, sign-in and sessions, the account's
 * data, email and password changes, password reset and email confirmation. Every mail is queued
 * in the transaction of the row it announces.
 */
export class CustomerService {
  /** Verified against when the email is unknown, so both paths cost one argon2 verification. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly repository: CustomerRepository,
    private readonly newsletter: NewsletterService,
    private readonly mail: MailQueue,
    private readonly links: CustomerLinks,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly options: CustomerServiceOptions,
  ) {}

  hashPassword(password: string): Promise<string> {
    return argon2.hash(password, {
      type: argon2.argon2id,
      memoryCost: this.options.argon2.memoryCost,
      timeCost: this.options.argon2.timeCost,
    });
  }

  private async passwordMatches(row: CustomerRow | undefined, password: string): Promise<boolean> {
    this.dummyHash ??= this.hashPassword(randomBytes(16).toString('hex'));
    const hash = row?.passwordHash ?? (await this.dummyHash);
    const valid = await argon2.verify(hash, password).catch(() => false);
    return Boolean(row) && valid;
  }

  // ---- reading ---------------------------------------------------------------------------------

  /** The customer as the api shows it (addresses, newsletter, referral). */
  async toGraphQL(row: CustomerRow, sessionTokenHash: string | null): Promise<Customer> {
    const addresses = await new AddressRepository(this.repository.db).list(row.id);
    const subscribed = await this.newsletter.isSubscribed(row);
    const referred = await this.repository.countReferred(row.referralCode);
    return toCustomer(row, {
      addresses: addresses.map((address) => toCustomerAddress(address, row)),
      subscribed,
      sessionId: sessionTokenHash ? hashSecret(`session:${sessionTokenHash}`).slice(0, 32) : null,
      shareUrl: this.links.referral(row.storeView, row.referralCode),
      referralAmount: {
        value: referred * REFERRAL_REWARD,
        currency: getStoreView(row.storeView).currency as CurrencyEnum,
      },
    });
  }

  async customer(session: CustomerSession): Promise<Customer> {
    return this.toGraphQL(session.customer, session.tokenHash);
  }

  /** The session of a Bearer token in this store view, or null (unknown, expired, revoked, other view). */
  async sessionFor(token: string, storeView: StoreViewCode): Promise<CustomerSession | null> {
    if (!token || token.length > 200) return null;
    const tokenHash = hashSecret(token);
    const found = await this.repository.findSession(tokenHash, storeView, this.clock.now());
    return found ? { customer: found.customer, tokenHash, expiresAt: found.expiresAt } : null;
  }

  /** Seconds the session has left (the x-session-lifetime header). */
  secondsLeft(session: CustomerSession): number {
    return Math.max(
      0,
      Math.floor((session.expiresAt.getTime() - this.clock.now().getTime()) / 1000),
    );
  }

  async isEmailAvailable(storeView: StoreViewCode, email: unknown, clientAddress: string) {
    const input = parseCustomerInput(emailInputSchema, { email });
    await this.limiter.hit('emailCheck', clientAddress);
    return { is_email_available: !(await this.repository.findByEmail(storeView, input.email)) };
  }

  // ---- registration ----------------------------------------------------------------------------

  async register(
    storeView: StoreViewCode,
    input: unknown,
    clientAddress: string,
  ): Promise<Customer> {
    const now = this.clock.now();
    const values = parseCustomerInput(registrationSchemaFor(storeView, now), input);
    const region =
      values.street !== undefined && values.country_code
        ? resolveRegion(storeView, values.country_code, values.region)
        : null;
    await this.limiter.hit('register', clientAddress);
    if (await this.repository.findByEmail(storeView, values.email)) throw emailTakenError();
    const passwordHash = await this.hashPassword(values.password);
    const confirmation = requiresEmailConfirmation(storeView);
    const referrer = values.referral_code
      ? await this.repository.findByReferralCode(values.referral_code)
      : undefined;

    const row = await this.repository.transaction(async (tx) => {
      let created: CustomerRow | undefined;
      for (let attempt = 0; attempt < 5 && !created; attempt += 1) {
        const referralCode = newReferralCode();
        if (await tx.findByReferralCode(referralCode)) continue;
        created = await tx.insert({
          storeView,
          email: values.email,
          passwordHash,
          prefix: values.prefix ?? null,
          firstname: values.firstname,
          middlename: values.middlename ?? null,
          lastname: values.lastname,
          suffix: values.suffix ?? null,
          gender: values.gender ?? null,
          dateOfBirth: values.date_of_birth,
          taxvat: values.taxvat ?? null,
          phone: values.phone ?? null,
          confirmationRequired: confirmation,
          idCheck: idCheckOf(values),
          referralCode,
          referredByCode: referrer?.referralCode ?? null,
          createdAt: now,
          updatedAt: now,
        });
        // Taken email (a concurrent registration): the unique index answers.
        if (!created && (await tx.findByEmail(storeView, values.email))) throw emailTakenError();
      }
      if (!created) throw new Error('Could not allocate a referral code');
      let customer = created;
      if (
        values.street !== undefined &&
        region &&
        values.city &&
        values.postcode &&
        values.country_code
      ) {
        const address = await new AddressRepository(tx.db).insert({
          customerId: customer.id,
          firstname: customer.firstname,
          lastname: customer.lastname,
          street: values.street,
          city: values.city,
          postcode: values.postcode,
          countryCode: values.country_code,
          telephone: values.phone ?? '',
          ...region,
          createdAt: now,
          updatedAt: now,
        });
        customer = await tx.update(
          customer.id,
          { defaultBillingId: address.id, defaultShippingId: address.id },
          now,
        );
      }
      if (values.is_subscribed)
        await this.newsletter.setCustomerSubscription(customer, true, tx.db);
      if (confirmation) {
        const key = newSecret();
        await tx.setConfirmationKey(customer.id, hashSecret(key), now);
        await this.mail.enqueue(
          {
            kind: 'account-confirmation',
            to: customer.email,
            storeView,
            payload: {
              firstname: customer.firstname,
              confirmUrl: this.links.confirmAccount(storeView, customer.id, key),
            },
          },
          tx.db,
        );
      } else {
        await this.enqueueWelcome(customer, tx);
      }
      return customer;
    });
    return this.toGraphQL(row, null);
  }

  private async enqueueWelcome(customer: CustomerRow, tx: CustomerRepository) {
    await this.mail.enqueue(
      {
        kind: 'welcome',
        to: customer.email,
        storeView: customer.storeView,
        payload: {
          firstname: customer.firstname,
          accountUrl: this.links.account(customer.storeView),
          loginUrl: this.links.login(customer.storeView),
        },
      },
      tx.db,
    );
  }

  // ---- sessions --------------------------------------------------------------------------------

  async signIn(
    storeView: StoreViewCode,
    email: unknown,
    password: unknown,
    clientAddress: string,
  ): Promise<{ token: string; lifetimeSeconds: number }> {
    const input = parseCustomerInput(signInSchema, { email, password });
    const limitKey = `${input.email.toLowerCase()}|${clientAddress}`;
    await this.limiter.check('login', limitKey, 'graphql-authentication');
    const row = await this.repository.findByEmail(storeView, input.email);
    if (!(await this.passwordMatches(row, input.password)) || !row) {
      await this.limiter.record('login', limitKey);
      throw signInFailedError();
    }
    if (row.confirmationRequired && !row.confirmedAt) throw notConfirmedError();
    await this.limiter.reset('login', limitKey);
    const token = newSecret();
    const now = this.clock.now();
    await this.repository.deleteStaleTokens(now);
    await this.repository.insertToken({
      tokenHash: hashSecret(token),
      customerId: row.id,
      storeView,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.options.sessionMs),
    });
    return { token, lifetimeSeconds: Math.floor(this.options.sessionMs / 1000) };
  }

  async revoke(session: CustomerSession): Promise<{ result: boolean }> {
    await this.repository.revokeToken(session.tokenHash, this.clock.now());
    return { result: true };
  }

  // ---- the account -----------------------------------------------------------------------------

  async update(session: CustomerSession, input: unknown): Promise<Customer> {
    const values = parseCustomerInput(customerUpdateSchema, input);
    const { customer } = session;
    const now = this.clock.now();
    if (
      values.date_of_birth !== undefined &&
      !isOldEnough(values.date_of_birth, minimumAgeFor(customer.storeView), now)
    ) {
      throw fieldError('date_of_birth', 'account.errors.tooYoung');
    }
    const changes: CustomerChanges = {};
    if (values.prefix !== undefined) changes.prefix = values.prefix;
    if (values.firstname !== undefined) changes.firstname = values.firstname;
    if (values.middlename !== undefined) changes.middlename = values.middlename;
    if (values.lastname !== undefined) changes.lastname = values.lastname;
    if (values.suffix !== undefined) changes.suffix = values.suffix;
    if (values.date_of_birth !== undefined) changes.dateOfBirth = values.date_of_birth;
    if (values.gender !== undefined) changes.gender = values.gender;
    if (values.taxvat !== undefined) changes.taxvat = values.taxvat;
    if (values.phone !== undefined) changes.phone = values.phone;
    if (values.text_preference !== undefined) changes.textPreference = values.text_preference;
    if (values.post_preference !== undefined) changes.postPreference = values.post_preference;
    const row = await this.repository.transaction(async (tx) => {
      const updated = await tx.update(customer.id, changes, now);
      if (values.is_subscribed !== undefined) {
        await this.newsletter.setCustomerSubscription(updated, values.is_subscribed, tx.db);
      }
      return updated;
    });
    return this.toGraphQL(row, session.tokenHash);
  }

  /** The deprecated updateCustomer(CustomerInput): its email (with password) and the rest. */
  async updateDeprecated(
    session: CustomerSession,
    input: Record<string, unknown>,
  ): Promise<Customer> {
    const { email, password, policy_agreed: _policy, ...rest } = input ?? {};
    parseCustomerInput(customerUpdateSchema, rest);
    let current = session;
    if (
      typeof email === 'string' &&
      email.trim().toLowerCase() !== session.customer.email.toLowerCase()
    ) {
      await this.updateEmail(session, email, password);
      const fresh = await this.repository.findById(session.customer.id);
      if (fresh) current = { ...session, customer: fresh };
    }
    return this.update(current, rest);
  }

  async updateEmail(
    session: CustomerSession,
    email: unknown,
    password: unknown,
  ): Promise<Customer> {
    const input = parseCustomerInput(emailChangeSchema, { email, password });
    const { customer } = session;
    if (!(await this.passwordMatches(customer, input.password))) throw wrongPasswordError();
    const other = await this.repository.findByEmail(customer.storeView, input.email);
    if (other && other.id !== customer.id) throw emailTakenError();
    const row = await this.repository.transaction(async (tx) => {
      const updated = await tx.update(customer.id, { email: input.email }, this.clock.now());
      if (!updated) throw emailTakenError();
      await this.newsletter.setCustomerSubscription(
        updated,
        await this.newsletter.isSubscribed(customer, tx.db),
        tx.db,
      );
      // Told at the old address, so a hijacked session does not change it unnoticed.
      await this.mail.enqueue(
        {
          kind: 'email-changed',
          to: customer.email,
          storeView: customer.storeView,
          payload: { firstname: customer.firstname, newEmail: updated.email },
        },
        tx.db,
      );
      return updated;
    });
    return this.toGraphQL(row, session.tokenHash);
  }

  async changePassword(
    session: CustomerSession,
    currentPassword: unknown,
    newPassword: unknown,
  ): Promise<Customer> {
    const input = parseCustomerInput(passwordChangeSchema, { currentPassword, newPassword });
    const { customer } = session;
    if (!(await this.passwordMatches(customer, input.currentPassword))) {
      throw wrongPasswordError('currentPassword');
    }
    if (input.currentPassword === input.newPassword) {
      throw inputError(CUSTOMER_MESSAGES.samePassword, { field: 'newPassword' });
    }
    const passwordHash = await this.hashPassword(input.newPassword);
    const row = await this.repository.transaction(async (tx) => {
      const now = this.clock.now();
      const updated = await tx.update(customer.id, { passwordHash }, now);
      // Other sessions (another device, a stolen token) end; this one goes on.
      await tx.revokeOtherTokens(customer.id, session.tokenHash, now);
      await tx.voidResetTokens(customer.id, now);
      await this.enqueuePasswordChanged(updated, tx);
      return updated;
    });
    return this.toGraphQL(row, session.tokenHash);
  }

  private async enqueuePasswordChanged(customer: CustomerRow, tx: CustomerRepository) {
    await this.mail.enqueue(
      {
        kind: 'password-changed',
        to: customer.email,
        storeView: customer.storeView,
        payload: {
          firstname: customer.firstname,
          forgotPasswordUrl: `${this.links.login(customer.storeView).replace(/\/login-page$/, '')}/customer/forgotpassword`,
        },
      },
      tx.db,
    );
  }

  // ---- password reset --------------------------------------------------------------------------

  /** True whatever the email (no account enumeration); a known one gets a one-hour link. */
  async requestPasswordReset(
    storeView: StoreViewCode,
    email: unknown,
    clientAddress: string,
  ): Promise<boolean> {
    const input = parseCustomerInput(emailInputSchema, { email });
    await this.limiter.hit('passwordResetAddress', clientAddress);
    await this.limiter.hit('passwordResetEmail', `${storeView}|${input.email}`);
    const customer = await this.repository.findByEmail(storeView, input.email);
    if (!customer) return true;
    const token = newSecret();
    await this.repository.transaction(async (tx) => {
      const now = this.clock.now();
      await tx.voidResetTokens(customer.id, now);
      await tx.insertResetToken({
        customerId: customer.id,
        tokenHash: hashSecret(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      });
      await this.mail.enqueue(
        {
          kind: 'password-reset',
          to: customer.email,
          storeView,
          payload: {
            firstname: customer.firstname,
            resetUrl: this.links.resetPassword(storeView, customer.email, token),
          },
        },
        tx.db,
      );
    });
    return true;
  }

  async resetPassword(
    storeView: StoreViewCode,
    email: unknown,
    resetPasswordToken: unknown,
    newPassword: unknown,
  ): Promise<boolean> {
    const input = parseCustomerInput(passwordResetSchema, {
      email,
      resetPasswordToken,
      newPassword,
    });
    const customer = await this.repository.findByEmail(storeView, input.email);
    if (!customer) throw resetTokenInvalidError();
    const passwordHash = await this.hashPassword(input.newPassword);
    await this.repository.transaction(async (tx) => {
      const now = this.clock.now();
      if (!(await tx.useResetToken(customer.id, hashSecret(input.resetPasswordToken), now))) {
        throw resetTokenInvalidError();
      }
      await tx.voidResetTokens(customer.id, now);
      const updated = await tx.update(customer.id, { passwordHash }, now);
      await tx.revokeOtherTokens(customer.id, null, now);
      await this.enqueuePasswordChanged(updated, tx);
    });
    return true;
  }

  // ---- email confirmation ----------------------------------------------------------------------

  async confirmEmail(storeView: StoreViewCode, input: unknown): Promise<Customer> {
    const values = parseCustomerInput(confirmEmailSchema, input);
    const customer =
      values.id !== undefined
        ? await this.repository.findById(values.id)
        : await this.repository.findByEmail(storeView, values.email!);
    if (!customer || customer.storeView !== storeView) throw confirmationInvalidError();
    if (!customer.confirmationRequired || customer.confirmedAt) {
      throw inputError(CUSTOMER_MESSAGES.alreadyActive);
    }
    const keyHash = await this.repository.findConfirmationKey(customer.id);
    if (!keyHash || !secretMatches(values.confirmation_key, keyHash))
      throw confirmationInvalidError();
    const row = await this.repository.transaction(async (tx) => {
      const now = this.clock.now();
      const updated = await tx.update(customer.id, { confirmedAt: now }, now);
      await tx.deleteConfirmationKey(customer.id);
      await this.enqueueWelcome(updated, tx);
      return updated;
    });
    return this.toGraphQL(row, null);
  }

  /** True whatever the email; an unconfirmed account gets a new link (the old one stops working). */
  async resendConfirmation(storeView: StoreViewCode, email: unknown): Promise<boolean> {
    const input = parseCustomerInput(emailInputSchema, { email });
    await this.limiter.hit('confirmationResend', `${storeView}|${input.email}`);
    const customer = await this.repository.findByEmail(storeView, input.email);
    if (!customer || !customer.confirmationRequired || customer.confirmedAt) return true;
    await this.repository.transaction(async (tx) => {
      const key = newSecret();
      await tx.setConfirmationKey(customer.id, hashSecret(key), this.clock.now());
      await this.mail.enqueue(
        {
          kind: 'account-confirmation',
          to: customer.email,
          storeView,
          payload: {
            firstname: customer.firstname,
            confirmUrl: this.links.confirmAccount(storeView, customer.id, key),
          },
        },
        tx.db,
      );
    });
    return true;
  }

  // ---- for other features ----------------------------------------------------------------------

  /** The age-verification flow records a passed (or withdrawn) third-party check here. */
  async setAgeVerified(customerId: number, verified: boolean): Promise<void> {
    await this.repository.setAgeVerifiedAt(customerId, verified ? this.clock.now() : null);
  }

  findById(id: number): Promise<CustomerRow | undefined> {
    return this.repository.findById(id);
  }
}

function idCheckOf(values: RegistrationInput): IdCheckDetails | null {
  if (!values.id_check || !values.id_document_expiry || !values.electoral_address) return null;
  return {
    idDocumentExpiry: values.id_document_expiry,
    electoralAddress: values.electoral_address,
    ...(values.passport_number ? { passportNumber: values.passport_number } : {}),
    ...(values.driving_licence_number
      ? { drivingLicenceNumber: values.driving_licence_number }
      : {}),
    ...(values.driving_address ? { drivingAddress: values.driving_address } : {}),
  };
}
