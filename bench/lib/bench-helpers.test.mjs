// The bench's own logic, checked with node's test runner: `node --test bench/lib/`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { searchTerms, typo } from './catalog-sample.mjs';
import { judge } from './report.mjs';
import { percentile, ratio } from './stats.mjs';

describe('percentile', () => {
  it('takes the nearest rank: p95 of 1..100 is 95, p50 is 50', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    assert.equal(percentile(values, 95), 95);
    assert.equal(percentile(values, 50), 50);
    assert.equal(percentile([7], 99), 7);
    assert.ok(Number.isNaN(percentile([], 50)));
  });
});

describe('ratio', () => {
  it('is null without a reference, so a missing bare page never reads as 0x', () => {
    assert.equal(ratio(280, 400), 0.7);
    assert.equal(ratio(3.2, 782), 0.0041, 'a very slow page is not rounded to 0x');
    assert.equal(ratio(280, 0), null);
    assert.equal(ratio(280, null), null);
  });
});

describe('judge', () => {
  const target = { label: 'category', comparison: 'atLeast', threshold: 0.7, unit: 'x' };
  it('passes at the threshold and misses below it', () => {
    assert.equal(judge({ ...target, value: 0.7 }).verdict, 'PASS');
    assert.equal(judge({ ...target, value: 0.69 }).verdict, 'MISS');
  });
  it('never passes a page that did not answer 200 (a fast 404 is not a result)', () => {
    assert.equal(
      judge({ ...target, value: 5, invalid: 'status 404' }).verdict,
      'INVALID (status 404)',
    );
    assert.equal(judge({ ...target, value: null }).verdict, 'NOT MEASURED');
  });
  it('reads "below" targets strictly', () => {
    const p95 = { label: 'search p95', comparison: 'below', threshold: 50, unit: ' ms' };
    assert.equal(judge({ ...p95, value: 49.9 }).verdict, 'PASS');
    assert.equal(judge({ ...p95, value: 50 }).verdict, 'MISS');
  });
});

describe('search terms', () => {
  it('swaps two middle letters, keeping the term recognisable', () => {
    assert.equal(typo('peppermint'), 'peppremint');
    assert.notEqual(typo('peppermint'), 'peppermint');
    assert.equal(typo('peppermint').length, 'peppermint'.length);
    assert.equal(typo('mint'), 'mintt');
    assert.equal(typo('amber tobacco'), 'amber toabcco');
    assert.equal(typo('berry ripple'), 'berry riple');
  });
  it('mixes real terms and a typo of each, without duplicates', () => {
    const terms = searchTerms(
      ['Peppermint', 'Mango'],
      ['Peppermint Breeze 10 ml', 'Compact pod kit'],
    );
    const real = terms.slice(0, terms.length / 2);
    assert.ok(real.includes('peppermint'));
    assert.ok(real.includes('breeze'));
    assert.ok(real.includes('pod kit'));
    assert.equal(new Set(real).size, real.length);
    assert.deepEqual(terms.slice(terms.length / 2), real.map(typo));
  });
});
