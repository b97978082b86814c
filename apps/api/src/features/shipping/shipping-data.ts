import type { StoreViewCode } from '@lumo/block-schema';

/**
 * Delivery per store view, as data (ADR 0032). Prices are what the shopper pays for delivery in
 * the store view's currency, in minor units: VAT-inclusive where the store view's prices include
 * VAT, net where tax is added on top (ca, us; delivery is not taxed there). Standard delivery is
 * free when the goods (after discounts) cost MORE than `freeOverMinor` (SPEC §9 "free delivery
 * over £9.99": £10.00 qualifies, £9.99 does not).
 */
export interface ShippingMethodData {
  carrierCode: 'lumo' | 'instore';
  methodCode: 'standard' | 'nextday' | 'pickup';
  carrierTitle: string;
  methodTitle: string;
  amountMinor: number;
  /** Standard delivery only: free over the store view's threshold. */
  freeOverThreshold: boolean;
}

export interface StoreViewShipping {
  freeOverMinor: number;
  methods: ShippingMethodData[];
  /** SPEC §9: orders before this local time are dispatched the same day. */
  sameDayCutoff: string;
}

const standard = (amountMinor: number): ShippingMethodData => ({
  carrierCode: 'lumo',
  methodCode: 'standard',
  carrierTitle: 'Lumo Delivery',
  methodTitle: 'Standard delivery',
  amountMinor,
  freeOverThreshold: true,
});
const nextDay = (amountMinor: number): ShippingMethodData => ({
  carrierCode: 'lumo',
  methodCode: 'nextday',
  carrierTitle: 'Lumo Delivery',
  methodTitle: 'Next day delivery',
  amountMinor,
  freeOverThreshold: false,
});
const pickup: ShippingMethodData = {
  carrierCode: 'instore',
  methodCode: 'pickup',
  carrierTitle: 'In-store pickup',
  methodTitle: 'Click and collect',
  amountMinor: 0,
  freeOverThreshold: false,
};

export const SHIPPING: Readonly<Record<StoreViewCode, StoreViewShipping>> = {
  uk: {
    freeOverMinor: 999,
    methods: [standard(299), nextDay(499), pickup],
    sameDayCutoff: '15:00',
  },
  gr: { freeOverMinor: 1199, methods: [standard(349), pickup], sameDayCutoff: '15:00' },
  ie: {
    freeOverMinor: 1199,
    methods: [standard(349), nextDay(599), pickup],
    sameDayCutoff: '15:00',
  },
  eu: { freeOverMinor: 1999, methods: [standard(499), pickup], sameDayCutoff: '15:00' },
  ca: {
    freeOverMinor: 1999,
    methods: [standard(599), nextDay(1299), pickup],
    sameDayCutoff: '15:00',
  },
  ch: {
    freeOverMinor: 1990,
    methods: [standard(690), nextDay(990), pickup],
    sameDayCutoff: '15:00',
  },
  us: {
    freeOverMinor: 1999,
    methods: [standard(499), nextDay(999), pickup],
    sameDayCutoff: '15:00',
  },
};

export const SAME_DAY_DISPATCH_MESSAGE = 'Same-day dispatch before 3pm';

export function shippingMethodOf(
  storeView: StoreViewCode,
  carrierCode: string,
  methodCode: string,
): ShippingMethodData | undefined {
  return SHIPPING[storeView].methods.find(
    (method) => method.carrierCode === carrierCode && method.methodCode === methodCode,
  );
}

/** Minutes since local midnight in a time zone. */
function localMinutes(now: Date, timeZone: string): { minutes: number; weekday: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'short',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '0';
  return { minutes: Number(get('hour')) * 60 + Number(get('minute')), weekday: get('weekday') };
}

/** Whether an order placed now is dispatched today: a weekday before the local cut-off. */
export function sameDayDispatch(storeView: StoreViewCode, timeZone: string, now: Date) {
  const cutoff = SHIPPING[storeView].sameDayCutoff;
  const [hours, minutes] = cutoff.split(':').map(Number);
  const local = localMinutes(now, timeZone);
  const weekend = local.weekday === 'Sat' || local.weekday === 'Sun';
  return {
    available: !weekend && local.minutes < (hours ?? 15) * 60 + (minutes ?? 0),
    cutoff,
    message: SAME_DAY_DISPATCH_MESSAGE,
  };
}
