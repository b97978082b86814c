// The soak's traffic mix (issue 15): which journey a virtual shopper takes next, how long they
// pause between pages, and when the run stops taking new journeys. Pure and seeded, so a run can
// be repeated with the same sequence of journeys and the scheduling is unit-tested.

/**
 * The journeys and their share of all journeys. Most visits browse or search; fewer reach the
 * cart, fewer still the checkout or the account pages (a shop's usual funnel). Weights need not
 * add up to anything.
 */
export const DEFAULT_MIX = Object.freeze({
  browse: 40,
  search: 20,
  cart: 15,
  checkout: 15,
  account: 10,
});

/** The kinds a report lists, in funnel order. */
export const KINDS = Object.freeze(Object.keys(DEFAULT_MIX));

/**
 * A small seeded generator (mulberry32): the same seed gives the same journeys, so two runs put
 * the same load on the shop.
 * @param {number} seed
 * @returns {() => number} numbers in [0, 1)
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Reads a mix such as `browse=40,search=20,checkout=0` (SOAK_MIX); kinds left out keep their
 * default weight. Throws on an unknown kind or a weight that is not a whole number >= 0, and when
 * every weight is 0.
 * @param {string | undefined} text
 * @returns {Record<string, number>}
 */
export function parseMix(text) {
  const mix = { ...DEFAULT_MIX };
  for (const part of (text ?? '').split(',').map((entry) => entry.trim())) {
    if (!part) continue;
    const match = /^([a-z]+)=(\d{1,4})$/.exec(part);
    if (!match || !KINDS.includes(match[1])) {
      throw new Error(`SOAK_MIX: "${part}" is not <kind>=<weight> with a kind of ${KINDS}`);
    }
    mix[match[1]] = Number(match[2]);
  }
  if (Object.values(mix).every((weight) => weight === 0)) {
    throw new Error('SOAK_MIX: every weight is 0');
  }
  return mix;
}

/**
 * The next journey: a kind drawn with probability weight / sum of weights.
 * @param {Record<string, number>} mix
 * @param {() => number} random
 */
export function pickJourney(mix, random) {
  const entries = Object.entries(mix).filter(([, weight]) => weight > 0);
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = random() * total;
  for (const [kind, weight] of entries) {
    draw -= weight;
    if (draw < 0) return kind;
  }
  return entries.at(-1)[0];
}

/**
 * A shopper's pause before the next page: uniform between half and one and a half times the mean
 * (people do not click on a metronome; a fixed pause would make every shopper hit at once).
 * @param {number} meanMs
 * @param {() => number} random
 */
export function thinkTime(meanMs, random) {
  return Math.round(meanMs * (0.5 + random()));
}

/**
 * When each shopper starts: spread evenly over the ramp, so the load rises instead of arriving
 * as one burst at second 0.
 * @param {number} shoppers
 * @param {number} rampMs
 * @returns {number[]} start offsets in ms
 */
export function staggeredStarts(shoppers, rampMs) {
  if (shoppers <= 1) return [0];
  return Array.from({ length: shoppers }, (_, index) =>
    Math.round((rampMs * index) / (shoppers - 1)),
  );
}

/**
 * Whether a shopper may begin another journey: only while the run's time is not up, so the run
 * is bounded (journeys under way finish, each request has its own timeout).
 * @param {number} nowMs
 * @param {number} endsAtMs
 */
export function mayStartJourney(nowMs, endsAtMs) {
  return nowMs < endsAtMs;
}
