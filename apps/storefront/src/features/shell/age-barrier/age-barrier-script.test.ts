/** @vitest-environment jsdom */
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissedBannerCss } from '../banners/dismissed-banner';
import {
  AGE_CONFIRMED_CLASS,
  AGE_REFUSED_CLASS,
  ageBarrierState,
  answerAgeBarrier,
  parseAgeBarrierChoice,
  withdrawRefusal,
} from './age-barrier-choice';
import {
  AGE_BARRIER_PAGE_ID,
  AGE_BARRIER_SCRIPT,
  ageBarrierScriptHash,
} from './age-barrier-script';

/** Runs the inline script the way the browser does, in a document like the layout's. */
function runScript(minimumAge: number | null, stored: string | null) {
  document.documentElement.className = '';
  if (minimumAge === null) document.documentElement.removeAttribute('data-minimum-age');
  else document.documentElement.setAttribute('data-minimum-age', String(minimumAge));
  document.body.innerHTML = `<div id="${AGE_BARRIER_PAGE_ID}" inert></div>`;
  localStorage.clear();
  if (stored !== null) localStorage.setItem('ageBarrier', stored);
  new Function(AGE_BARRIER_SCRIPT)();
  const classes = document.documentElement.classList;
  return {
    confirmed: classes.contains(AGE_CONFIRMED_CLASS),
    refused: classes.contains(AGE_REFUSED_CLASS),
    inert: document.getElementById(AGE_BARRIER_PAGE_ID)?.hasAttribute('inert'),
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.documentElement.className = '';
  document.documentElement.removeAttribute('data-minimum-age');
});

describe('the age barrier decision script', () => {
  it('leaves the barrier up for a first visit', () => {
    expect(runScript(18, null)).toEqual({ confirmed: false, refused: false, inert: true });
  });

  it('hides it before paint for a visitor who confirmed the age (e2e contract)', () => {
    expect(runScript(18, '{"confirmedAge":21}')).toEqual({
      confirmed: true,
      refused: false,
      inert: false,
    });
    expect(runScript(21, '{"confirmedAge":21}').confirmed).toBe(true);
  });

  it('asks again where the minimum age is above the confirmed one (uk 18 -> ca 19, us 21)', () => {
    expect(runScript(19, '{"confirmedAge":18}')).toMatchObject({ confirmed: false, inert: true });
    expect(runScript(21, '{"confirmedAge":19}').confirmed).toBe(false);
  });

  it('shows the refusal to a visitor who said no at or below this age', () => {
    expect(runScript(21, '{"refusedAge":18}')).toEqual({
      confirmed: false,
      refused: true,
      inert: true,
    });
    expect(runScript(18, '{"refusedAge":21}')).toMatchObject({ refused: false, confirmed: false });
  });

  it('survives anything stored or missing', () => {
    for (const stored of ['not json', 'null', '[]', '{"confirmedAge":"21"}', 'x'.repeat(500)]) {
      expect(runScript(18, stored), stored).toEqual({
        confirmed: false,
        refused: false,
        inert: true,
      });
    }
    expect(runScript(null, '{"confirmedAge":21}').confirmed).toBe(false);
  });

  it('agrees with the dialog’s own decision for every stored value', () => {
    const samples = [
      null,
      '{"confirmedAge":18}',
      '{"confirmedAge":21}',
      '{"refusedAge":19}',
      '{"confirmedAge":18,"refusedAge":21}',
      '{"confirmedAge":-4}',
      'garbage',
    ];
    for (const stored of samples) {
      for (const age of [18, 19, 21]) {
        const script = runScript(age, stored);
        const state = ageBarrierState(parseAgeBarrierChoice(stored), age);
        expect({
          stored,
          age,
          state: script.confirmed ? 'confirmed' : script.refused ? 'refused' : 'ask',
        }).toEqual({
          stored,
          age,
          state,
        });
      }
    }
  });

  it('is static, so a Content-Security-Policy can allow it by hash', async () => {
    expect(AGE_BARRIER_SCRIPT).not.toMatch(/\$\{/);
    const expected = createHash('sha256').update(AGE_BARRIER_SCRIPT).digest('base64');
    expect(await ageBarrierScriptHash()).toBe(`'sha256-${expected}'`);
  });
});

describe('answering the barrier', () => {
  it('keeps the highest confirmed age', () => {
    expect(answerAgeBarrier({}, 18, 'yes')).toEqual({ confirmedAge: 18 });
    expect(answerAgeBarrier({ confirmedAge: 21 }, 18, 'yes')).toEqual({ confirmedAge: 21 });
    expect(answerAgeBarrier({ confirmedAge: 18 }, 21, 'yes')).toEqual({ confirmedAge: 21 });
  });

  it('refuses at the lowest age said no to, keeping a lower confirmation', () => {
    expect(answerAgeBarrier({}, 18, 'no')).toEqual({ refusedAge: 18 });
    expect(answerAgeBarrier({ confirmedAge: 18 }, 21, 'no')).toEqual({
      confirmedAge: 18,
      refusedAge: 21,
    });
    expect(ageBarrierState({ confirmedAge: 18, refusedAge: 21 }, 18)).toBe('confirmed');
    expect(ageBarrierState({ confirmedAge: 18, refusedAge: 21 }, 21)).toBe('refused');
    // Saying no at 18 after a yes at 18 withdraws the yes.
    expect(answerAgeBarrier({ confirmedAge: 18 }, 18, 'no')).toEqual({ refusedAge: 18 });
  });

  it('lets a visitor reconsider a refusal', () => {
    expect(withdrawRefusal({ refusedAge: 18 })).toEqual({});
    expect(ageBarrierState(withdrawRefusal({ refusedAge: 18 }), 18)).toBe('ask');
    expect(withdrawRefusal({ confirmedAge: 18, refusedAge: 21 })).toEqual({ confirmedAge: 18 });
  });
});

describe('the dismissed warning banner before paint', () => {
  it('copies the dismissed notice key onto <html>, where its CSS rule hides it', () => {
    runScript(18, null);
    expect(document.documentElement.getAttribute('data-dismissed-banner')).toBeNull();
    localStorage.setItem('warningBannerDismissed', 'abc_12-x');
    new Function(AGE_BARRIER_SCRIPT)();
    expect(document.documentElement.getAttribute('data-dismissed-banner')).toBe('abc_12-x');
    expect(dismissedBannerCss('abc_12-x')).toBe(
      'html[data-dismissed-banner="abc_12-x"] .ls-warning-banner[data-banner-key="abc_12-x"]{display:none}',
    );
  });

  it('ignores a stored value that is not a key (no CSS or attribute injection)', () => {
    document.documentElement.removeAttribute('data-dismissed-banner');
    localStorage.setItem('warningBannerDismissed', '"] *{display:none}');
    new Function(AGE_BARRIER_SCRIPT)();
    expect(document.documentElement.getAttribute('data-dismissed-banner')).toBeNull();
    expect(dismissedBannerCss('"]{}')).toBe('');
  });
});
