import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import type { MailQueue } from '../mail/mail-queue';
import type { RateLimiter } from '../rate-limits/rate-limiter';
import type { StoreService } from '../store/store-service';
import { PaymentRepository } from '../payments/payment-repository';
import { PaymentService } from '../payments/payment-service';
import {
  sandboxProvider,
  worldpayProvider,
  type PaymentProvider,
} from '../payments/payment-provider';
import { SANDBOX_TEST_CARDS } from '../payments/sandbox-cards';
import { AutoshipService } from '../autoship/autoship-service';
import type { CartSeam } from './cart-seam';
import { OrderMails } from './order-mails';
import { OrderRepository } from './order-repository';
import { OrderService } from './order-service';
import { OrderSettlement } from './order-settlement';

/** Wires orders and payments (ADR 0033); app.ts spreads the result into its services. */
export function createOrderServices(deps: {
  db: Database;
  config: AppConfig;
  clock: Clock;
  logger: Logger;
  mail: MailQueue;
  rateLimiter: RateLimiter;
  store: StoreService;
  carts: () => CartSeam;
  provider?: PaymentProvider;
}): { orders: OrderService; payments: PaymentService; autoship: AutoshipService } {
  const { db, config, clock, logger } = deps;
  const payments = config.payments;
  const provider =
    deps.provider ??
    (payments?.provider === 'worldpay' && payments.worldpay
      ? worldpayProvider(payments.worldpay, logger)
      : sandboxProvider(SANDBOX_TEST_CARDS));
  const orderRepository = new OrderRepository(db);
  const mails = new OrderMails(deps.mail, config.storefrontUrl);
  const settlement = new OrderSettlement(orderRepository, mails, clock);
  const paymentService = new PaymentService({
    db,
    payments: new PaymentRepository(db),
    orders: orderRepository,
    settlement,
    provider,
    carts: deps.carts,
    clock,
    logger,
    storefrontUrl: config.storefrontUrl,
  });
  const orders = new OrderService({
    db,
    orders: orderRepository,
    settlement,
    mails,
    payments: paymentService,
    carts: deps.carts,
    rateLimiter: deps.rateLimiter,
    clock,
    logger,
    storeViewRules: async (code) => ({
      federalVapingRules: (await deps.store.get(code))?.federalVapingRules ?? false,
    }),
  });
  const autoship = new AutoshipService({
    db,
    orders,
    orderRepository,
    carts: deps.carts,
    clock,
    logger,
  });
  return { orders, payments: paymentService, autoship };
}
