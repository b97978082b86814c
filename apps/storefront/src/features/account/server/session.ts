import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import type { StoreViewCode } from '@lumo/block-schema';
import { siteUrl } from '@/config/env';
import { CUSTOMER_TOKEN_COOKIE } from '@/features/graphql-proxy/forward-graphql';
import { SESSION_MARKER_COOKIE } from '../session-marker';
import { AccountCustomerDocument } from '@lumo/graphql';
import { customerCall, type Customer } from './customer-api';

/** Default customer session (CUSTOMER_SESSION_MINUTES on the api, 60 by default). */
const DEFAULT_SESSION_SECONDS = 60 * 60;
/** A cookie never outlives a day, whatever the api says. */
const MAX_SESSION_SECONDS = 24 * 60 * 60;

/** Secure when the shop is served over https (its public origin or the proxy in front says so). */
export async function isHttps(): Promise<boolean> {
  const proto = (await headers()).get('x-forwarded-proto')?.split(',')[0]?.trim();
  return proto === 'https' || /^https:/i.test(siteUrl());
}

/** `x-session-lifetime` (seconds) of an api response, bounded; the default when absent. */
export function sessionSecondsOf(responseHeaders: Headers | undefined): number {
  const raw = responseHeaders?.get('x-session-lifetime');
  const seconds = raw && /^\d+$/.test(raw.trim()) ? Number(raw) : DEFAULT_SESSION_SECONDS;
  return Math.min(Math.max(seconds, 60), MAX_SESSION_SECONDS);
}

/**
 * Keeps the token in the httpOnly, SameSite=Lax `customer_token` cookie (Secure over https), and
 * a token-free marker cookie the browser may read so the header knows to ask for the account.
 */
export async function setCustomerSession(token: string, maxAgeSeconds: number): Promise<void> {
  const jar = await cookies();
  const secure = await isHttps();
  jar.set(CUSTOMER_TOKEN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: maxAgeSeconds,
  });
  jar.set(SESSION_MARKER_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export async function clearCustomerSession(): Promise<void> {
  const jar = await cookies();
  jar.delete(CUSTOMER_TOKEN_COOKIE);
  jar.delete(SESSION_MARKER_COOKIE);
}

export async function customerToken(): Promise<string | null> {
  const value = (await cookies()).get(CUSTOMER_TOKEN_COOKIE)?.value;
  return value && value.length <= 2048 ? value : null;
}

/** The shopper's address chain as the storefront's server received it. */
export async function forwardedFor(): Promise<string | null> {
  return (await headers()).get('x-forwarded-for');
}

export type CurrentCustomer =
  | { kind: 'guest' }
  | { kind: 'customer'; customer: Customer; token: string }
  /** The api refused the token (expired, revoked): treat as signed out. */
  | { kind: 'expired' }
  | { kind: 'unavailable'; message: string };

/** The signed-in customer of this request, read with the cookie's token (once per request). */
export const currentCustomer = cache(readCurrentCustomer);

async function readCurrentCustomer(storeView: StoreViewCode): Promise<CurrentCustomer> {
  const token = await customerToken();
  if (!token) return { kind: 'guest' };
  const result = await customerCall(AccountCustomerDocument, {
    storeView,
    token,
    forwardedFor: await forwardedFor(),
  });
  if (result.kind === 'ok' && result.data.customer) {
    return { kind: 'customer', customer: result.data.customer, token };
  }
  if (result.kind === 'graphql-error') {
    const category = result.errors[0]?.extensions?.category;
    if (category === 'graphql-authorization' || category === 'graphql-authentication') {
      return { kind: 'expired' };
    }
    return { kind: 'unavailable', message: result.errors[0]?.message ?? '' };
  }
  return { kind: 'unavailable', message: '' };
}
