import type { StoreViewCode } from '@lumo/block-schema';
import { newsletterEmailSchema, newsletterLinkSchema } from '@lumo/customer-schema';
import type { NewsletterStatus, SubscriptionStatusesEnum } from '@lumo/graphql/server';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { SUBSCRIBER_STATUS, type CustomerRow, type SubscriberStatus } from '../../db/schema';
import { inputError } from '../../errors';
import type { MailQueue } from '../mail/mail-queue';
import type { RateLimiter } from '../rate-limits/rate-limiter';
import { parseCustomerInput } from '../customers/customer-inputs';
import type { CustomerLinks } from '../customers/customer-rules';
import { hashSecret, newSecret, secretMatches } from '../customers/customer-secrets';
import { NewsletterRepository } from './newsletter-repository';

const STATUS_NAMES: Record<SubscriberStatus, SubscriptionStatusesEnum> = {
  1: 'SUBSCRIBED',
  2: 'NOT_ACTIVE',
  3: 'UNSUBSCRIBED',
  4: 'UNCONFIRMED',
};

export const INVALID_NEWSLETTER_CODE = 'This is an invalid subscription confirmation code.';

/**
 * Newsletter subscriptions per store view (Magento NewsletterGraphQl). Guests confirm by mail
 * (double opt-in: NOT_ACTIVE until the link is followed); a signed-in customer subscribing their
 * own address, or ticking is_subscribed, is subscribed at once, as in Magento.
 */
export class NewsletterService {
  constructor(
    private readonly repository: NewsletterRepository,
    private readonly mail: MailQueue,
    private readonly links: CustomerLinks,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async subscribe(
    storeView: StoreViewCode,
    email: unknown,
    clientAddress: string,
    customer: CustomerRow | null,
  ): Promise<{ status: SubscriptionStatusesEnum }> {
    const input = parseCustomerInput(newsletterEmailSchema, { email });
    await this.limiter.hit('newsletter', clientAddress);
    if (customer && customer.email.toLowerCase() === input.email.toLowerCase()) {
      await this.setCustomerSubscription(customer, true);
      return { status: 'SUBSCRIBED' };
    }
    const existing = await this.repository.findByEmail(storeView, input.email);
    // Already subscribed: nothing to send, and the answer is the same as for anybody else.
    if (existing?.status === SUBSCRIBER_STATUS.SUBSCRIBED) return { status: 'NOT_ACTIVE' };
    await this.repository.db.transaction(async (tx) => {
      const repository = new NewsletterRepository(tx);
      const code = newSecret();
      const row = await repository.upsert({
        storeView,
        email: input.email,
        status: SUBSCRIBER_STATUS.NOT_ACTIVE,
        codeHash: hashSecret(code),
        now: this.clock.now(),
      });
      await this.mail.enqueue(
        {
          kind: 'newsletter-confirmation',
          to: row.email,
          storeView,
          payload: {
            confirmUrl: this.links.newsletterConfirm(storeView, row.id, code),
            unsubscribeUrl: this.links.newsletterUnsubscribe(storeView, row.id, code),
          },
        },
        tx,
      );
    });
    return { status: 'NOT_ACTIVE' };
  }

  confirm(storeView: StoreViewCode, id: unknown, code: unknown) {
    return this.follow(storeView, id, code, SUBSCRIBER_STATUS.SUBSCRIBED);
  }

  unsubscribe(storeView: StoreViewCode, id: unknown, code: unknown) {
    return this.follow(storeView, id, code, SUBSCRIBER_STATUS.UNSUBSCRIBED);
  }

  private async follow(
    storeView: StoreViewCode,
    id: unknown,
    code: unknown,
    status: SubscriberStatus,
  ): Promise<{ status: SubscriptionStatusesEnum }> {
    const link = parseCustomerInput(newsletterLinkSchema, { id, code });
    const row = await this.repository.findById(storeView, link.id);
    if (!row || !secretMatches(link.code, row.codeHash)) {
      throw inputError(INVALID_NEWSLETTER_CODE, { field: 'code' });
    }
    await this.repository.setStatus(row.id, status, this.clock.now());
    return { status: STATUS_NAMES[status] };
  }

  /** SPEC §7: result 1 subscribed, 3 not (2 awaiting confirmation); guests get 3. */
  async status(customer: CustomerRow | null): Promise<NewsletterStatus> {
    if (!customer) return { result: SUBSCRIBER_STATUS.UNSUBSCRIBED, additional_data: null };
    const row = await this.subscriberOf(customer);
    return { result: row?.status ?? SUBSCRIBER_STATUS.UNSUBSCRIBED, additional_data: null };
  }

  async isSubscribed(customer: CustomerRow, db?: Database): Promise<boolean> {
    return (await this.subscriberOf(customer, db))?.status === SUBSCRIBER_STATUS.SUBSCRIBED;
  }

  private async subscriberOf(customer: CustomerRow, db?: Database) {
    const repository = db ? new NewsletterRepository(db) : this.repository;
    return (
      (await repository.findByCustomer(customer.id)) ??
      (await repository.findByEmail(customer.storeView, customer.email))
    );
  }

  /** is_subscribed of registration and updateCustomerV2; in the caller's transaction when given. */
  async setCustomerSubscription(customer: CustomerRow, subscribed: boolean, db?: Database) {
    const repository = db ? new NewsletterRepository(db) : this.repository;
    const existing = await this.subscriberOf(customer, db);
    const status = subscribed ? SUBSCRIBER_STATUS.SUBSCRIBED : SUBSCRIBER_STATUS.UNSUBSCRIBED;
    if (!existing && !subscribed) return;
    if (
      existing &&
      existing.email.toLowerCase() !== customer.email.toLowerCase() &&
      !(await repository.findByEmail(customer.storeView, customer.email))
    ) {
      // The customer's email changed: the subscription follows it.
      await repository.setEmail(existing.id, customer.email, this.clock.now());
    }
    await repository.upsert({
      storeView: customer.storeView,
      email: customer.email,
      customerId: customer.id,
      status,
      codeHash: existing?.codeHash ?? hashSecret(newSecret()),
      now: this.clock.now(),
    });
  }
}
