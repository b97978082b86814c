'use server';

import { z } from 'zod';
import { storeViewCodeSchema, withStorePrefix } from '@lumo/block-schema';
import {
  OrdersAutoshipCancelDocument,
  OrdersAutoshipCreateDocument,
  OrdersAutoshipPauseDocument,
  OrdersAutoshipResumeDocument,
  OrdersAutoshipSkipDocument,
  OrdersAutoshipUpdateDocument,
  OrdersDeletePaymentTokenDocument,
  OrdersGuestOrderDocument,
  OrdersReorderDocument,
} from '@lumo/graphql';
import type { GraphQLResult } from '@lumo/graphql/result';
import { getTranslator, type Translate } from '@/features/i18n/server';
import { customerCall } from '@/features/account/server/customer-api';
import { cleanMessage } from '@/features/account/server/api-errors';
import { customerToken, forwardedFor } from '@/features/account/server/session';
import type { OperationDocument } from '@/lib/api/storefront-graphql';
import { parseIntervalDays, parseOrderNumber } from './order-rules';
import { trackOrderSchema } from './forms/order-schemas';
import { CAPTCHA_FAILED, failureMessage } from './server/order-messages';
import type { Order } from './server/orders-api';

/**
 * The order pages' server actions (ADR 0036). Each re-validates its input, calls the api from the
 * server with the token of the httpOnly cookie, and answers translated messages only.
 */

export type ActionResult = { ok: true; redirectTo?: string } | { ok: false; message: string };

async function customerMutation<TData, TVariables>(
  storeViewInput: string,
  document: OperationDocument<TData, TVariables>,
  variables: TVariables,
): Promise<{
  t: Translate;
  result: GraphQLResult<TData> | null;
  storeView: ReturnType<typeof storeViewCodeSchema.parse>;
}> {
  const storeView = storeViewCodeSchema.parse(storeViewInput);
  const t = await getTranslator(storeView);
  const token = await customerToken();
  if (!token) return { t, result: null, storeView };
  const result = await customerCall(document, {
    storeView,
    token,
    variables,
    forwardedFor: await forwardedFor(),
  });
  return { t, result, storeView };
}

async function simple<TData, TVariables>(
  storeViewInput: string,
  document: OperationDocument<TData, TVariables>,
  variables: TVariables,
): Promise<ActionResult> {
  const { t, result } = await customerMutation(storeViewInput, document, variables);
  if (!result) return { ok: false, message: t('orders.errors.signedOut') };
  if (result.kind !== 'ok') return { ok: false, message: failureMessage(t, result) };
  return { ok: true };
}

export interface ReorderResult {
  ok: boolean;
  /** The cart page to go to (the items that could be added are in the cart). */
  cartPath?: string;
  /** userInputErrors (items not added) and failures, translated or as the api worded them. */
  messages: string[];
}

/** reorderItems: the order's items into the customer's cart; the cart page is next. */
export async function reorderAction(
  storeViewInput: string,
  numberInput: string,
): Promise<ReorderResult> {
  const number = parseOrderNumber(numberInput);
  const storeView = storeViewCodeSchema.parse(storeViewInput);
  const t = await getTranslator(storeView);
  if (!number) return { ok: false, messages: [t('orders.errors.notFound')] };
  const { result } = await customerMutation(storeView, OrdersReorderDocument, {
    orderNumber: number,
  });
  if (!result) return { ok: false, messages: [t('orders.errors.signedOut')] };
  if (result.kind !== 'ok') return { ok: false, messages: [failureMessage(t, result)] };
  const output = result.data.reorderItems;
  const messages = (output?.userInputErrors ?? [])
    .filter((error): error is NonNullable<typeof error> => Boolean(error))
    .slice(0, 50)
    .map((error) => cleanMessage(error.message) || t('orders.reorder.itemFailed'));
  return {
    ok: true,
    cartPath: withStorePrefix(storeView, '/checkout/cart'),
    messages,
  };
}

export async function createAutoshipAction(
  storeView: string,
  numberInput: string,
  intervalInput: unknown,
): Promise<ActionResult> {
  const number = parseOrderNumber(numberInput);
  const interval = parseIntervalDays(intervalInput);
  const t = await getTranslator(storeViewCodeSchema.parse(storeView));
  if (!number) return { ok: false, message: t('orders.errors.notFound') };
  if (!interval) return { ok: false, message: t('orders.autoship.intervalInvalid') };
  const outcome = await simple(storeView, OrdersAutoshipCreateDocument, {
    input: { order_number: number, interval_days: interval },
  });
  return outcome.ok
    ? {
        ok: true,
        redirectTo: withStorePrefix(storeViewCodeSchema.parse(storeView), '/dashboard/auto-ship'),
      }
    : outcome;
}

const idSchema = z.number().int().positive().max(2_147_483_647);

export type AutoshipCommand = 'skip' | 'pause' | 'resume' | 'cancel';

const COMMANDS = {
  skip: OrdersAutoshipSkipDocument,
  pause: OrdersAutoshipPauseDocument,
  resume: OrdersAutoshipResumeDocument,
  cancel: OrdersAutoshipCancelDocument,
} as const;

export async function autoshipCommandAction(
  storeView: string,
  idInput: number,
  command: AutoshipCommand,
): Promise<ActionResult> {
  const id = idSchema.safeParse(idInput);
  const document = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : null;
  if (!id.success || !document) {
    const t = await getTranslator(storeViewCodeSchema.parse(storeView));
    return { ok: false, message: t('orders.errors.unavailable') };
  }
  return simple(storeView, document as typeof OrdersAutoshipSkipDocument, { id: id.data });
}

export async function changeAutoshipIntervalAction(
  storeView: string,
  idInput: number,
  intervalInput: unknown,
): Promise<ActionResult> {
  const id = idSchema.safeParse(idInput);
  const interval = parseIntervalDays(intervalInput);
  const t = await getTranslator(storeViewCodeSchema.parse(storeView));
  if (!id.success) return { ok: false, message: t('orders.errors.unavailable') };
  if (!interval) return { ok: false, message: t('orders.autoship.intervalInvalid') };
  return simple(storeView, OrdersAutoshipUpdateDocument, {
    input: { id: id.data, interval_days: interval },
  });
}

export async function deletePaymentTokenAction(
  storeView: string,
  publicHashInput: string,
): Promise<ActionResult> {
  const hash = z
    .string()
    .min(1)
    .max(128)
    .regex(/^[\w-]+$/)
    .safeParse(publicHashInput);
  if (!hash.success) {
    const t = await getTranslator(storeViewCodeSchema.parse(storeView));
    return { ok: false, message: t('orders.errors.unavailable') };
  }
  return simple(storeView, OrdersDeletePaymentTokenDocument, { publicHash: hash.data });
}

export type TrackOrderResult =
  { ok: true; order: Order } | { ok: false; message: string; fieldErrors?: Record<string, string> };

/**
 * guestOrder for /track-order. Any combination that does not match answers one neutral message
 * (no hint which field was wrong); a rate limit answers its polite message with the wait.
 */
export async function trackOrderAction(
  storeViewInput: string,
  values: unknown,
  recaptcha: string | null,
): Promise<TrackOrderResult> {
  const storeView = storeViewCodeSchema.parse(storeViewInput);
  const t = await getTranslator(storeView);
  const parsed = trackOrderSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues.slice(0, 10)) {
      const name = String(issue.path[0] ?? 'form');
      fieldErrors[name] ??= issue.message.includes('.') ? t(issue.message) : issue.message;
    }
    return { ok: false, message: t('orders.track.fixErrors'), fieldErrors };
  }
  const result = await customerCall(OrdersGuestOrderDocument, {
    storeView,
    variables: { input: parsed.data },
    forwardedFor: await forwardedFor(),
    recaptcha: typeof recaptcha === 'string' ? recaptcha : null,
  });
  if (result.kind === 'ok' && result.data.guestOrder)
    return { ok: true, order: result.data.guestOrder };
  if (result.kind === 'network-error' && result.status !== 429) {
    return { ok: false, message: t('orders.errors.unavailable') };
  }
  if (result.kind !== 'ok') {
    const error = result.kind === 'graphql-error' ? result.errors[0] : undefined;
    const category = error?.extensions?.category;
    const limited =
      result.kind === 'network-error' ||
      error?.extensions?.code === 'RATE_LIMITED' ||
      typeof error?.extensions?.retryAfter === 'number';
    if (limited || cleanMessage(error?.message) === CAPTCHA_FAILED) {
      return { ok: false, message: failureMessage(t, result) };
    }
    if (category === 'graphql' || category === 'internal') {
      return { ok: false, message: t('orders.errors.unavailable') };
    }
  }
  return { ok: false, message: t('orders.track.notFound') };
}
