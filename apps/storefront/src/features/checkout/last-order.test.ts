import { describe, expect, it } from 'vitest';
import { decodeLastOrder, encodeLastOrder } from './last-order';

describe('last-order cookie (SPEC §3.4: entity_id, status, visibility)', () => {
  it('round-trips and refuses anything else', () => {
    const order = {
      entity_id: 7,
      number: '000000007',
      status: 'pending',
      visibility: 'guest' as const,
    };
    expect(decodeLastOrder(encodeLastOrder(order))).toEqual(order);
    expect(decodeLastOrder('%7B%22entity_id%22%3A1%7D')).toBeNull();
    expect(decodeLastOrder('not json')).toBeNull();
    expect(decodeLastOrder(undefined)).toBeNull();
    expect(
      decodeLastOrder(encodeURIComponent(JSON.stringify({ ...order, number: '<script>' }))),
    ).toBeNull();
  });
});
