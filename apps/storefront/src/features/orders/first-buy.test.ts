import { describe, expect, it } from 'vitest';
import type { GraphQLResult } from '@lumo/graphql/result';
import { accountTransitions, initialFirstBuy } from '../client-state/slices';
import { createClientStore } from '../client-state/store';
import { FIRST_BUY_QUERY, lookUpFirstBuy, watchFirstBuy, type FirstBuyAnswer } from './first-buy';

const headers = new Headers();
const answer = (count: number): GraphQLResult<FirstBuyAnswer> => ({
  kind: 'ok',
  headers,
  data: {
    customer: {
      orders: {
        total_count: count,
        items: count ? [{ entity_id: 9, status_label: 'Processing' }] : [],
      },
    },
  },
});

function loggedInStore() {
  const store = createClientStore('uk', { storage: null });
  store.setState((state) => ({
    account: accountTransitions.loaded(state.account, {
      firstname: 'Ada',
      lastname: 'L',
      email: 'ada@lumo.test',
      entity_id: 1,
    }),
  }));
  return store;
}

describe('first-time-buyer flag (SPEC §4)', () => {
  it("asks for the customer's processing orders, one item, condition type in (SPEC §7)", () => {
    expect(FIRST_BUY_QUERY).toContain('status: { in: ["processing"] }');
    expect(FIRST_BUY_QUERY).toContain('pageSize: 1');
    expect(FIRST_BUY_QUERY).toMatch(/entity_id status_label/);
  });

  it('a customer without processing orders is a first-time buyer; with one, not', async () => {
    const store = loggedInStore();
    await lookUpFirstBuy(store, 'uk', async () => answer(0));
    expect(store.getState().firstBuy).toMatchObject({ checked: true, isFirstBuy: true });
    await lookUpFirstBuy(store, 'uk', async () => answer(1));
    expect(store.getState().firstBuy).toMatchObject({ checked: true, isFirstBuy: false });
  });

  it('SPEC §8 "Failed order lookup": ignored silently, the flag stays as it was', async () => {
    const store = loggedInStore();
    await lookUpFirstBuy(store, 'uk', async () => answer(0));
    const before = store.getState().firstBuy;
    await lookUpFirstBuy(store, 'uk', async () => ({
      kind: 'graphql-error',
      errors: [{ message: 'Internal error' }],
      data: null,
      headers,
    }));
    expect(store.getState().firstBuy).toBe(before);
    await lookUpFirstBuy(store, 'uk', async () => {
      throw new Error('offline');
    });
    expect(store.getState().firstBuy).toBe(before);
  });

  it('looks up when the account logs in (only then), and resets at logout', async () => {
    const store = createClientStore('uk', { storage: null });
    const calls: string[] = [];
    const stop = watchFirstBuy(store, 'uk', async (query) => {
      calls.push(query);
      return answer(0);
    });
    expect(calls).toHaveLength(0);
    store.setState((state) => ({
      account: accountTransitions.loaded(state.account, {
        firstname: 'Ada',
        lastname: 'L',
        email: 'ada@lumo.test',
        entity_id: 1,
      }),
    }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(1);
    expect(store.getState().firstBuy.isFirstBuy).toBe(true);
    store.setState({ account: accountTransitions.reset() });
    expect(store.getState().firstBuy).toEqual(initialFirstBuy);
    stop();
  });
});
