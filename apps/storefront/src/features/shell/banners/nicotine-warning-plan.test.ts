import { describe, expect, it } from 'vitest';
import type { ShellBlocks } from '@/features/shell/shell-blocks';
import type { CmsBlockOutcome } from '@/features/cms-blocks/server';
import { shellBlocksFrom } from '@/features/shell/shell-blocks';
import { planNicotineWarning, plainTextOf } from './nicotine-warning-plan';

const WARNING = 'WARNING: This product contains nicotine. Nicotine is an addictive chemical.';

function blocks(content: string | null): ShellBlocks {
  return shellBlocksFrom(
    new Map([
      [
        'nicotine_warning_banner_block',
        {
          kind: 'ok' as const,
          block:
            content === null
              ? null
              : { identifier: 'nicotine_warning_banner_block', title: 'Banner', content },
        },
      ],
    ]),
  );
}

describe('planNicotineWarning', () => {
  it('shows the CMS banner alone when it carries the legal warning at the top', () => {
    const plan = planNicotineWarning({
      legalWarning: WARNING,
      showBanner: true,
      position: 'top',
      blocks: blocks(`<p><strong>${WARNING.replace("'", '&#39;')}</strong> For adults.</p>`),
    });
    expect(plan.legal).toBeNull();
    expect(plan.banner?.content).toContain('For adults.');
  });

  it('keeps the legal warning when the banner does not carry it', () => {
    const plan = planNicotineWarning({
      legalWarning: WARNING,
      showBanner: true,
      position: 'top',
      blocks: blocks('<p>Summer sale</p>'),
    });
    expect(plan).toMatchObject({ legal: WARNING, position: 'top' });
    expect(plan.banner).not.toBeNull();
  });

  it('keeps the legal warning at the top when the banner goes to the bottom', () => {
    const plan = planNicotineWarning({
      legalWarning: WARNING,
      showBanner: true,
      position: 'bottom',
      blocks: blocks(`<p>${WARNING}</p>`),
    });
    expect(plan).toMatchObject({ legal: WARNING, position: 'bottom' });
  });

  it('SPEC §8: on a CMS error the banner renders nothing, the legal warning stays', () => {
    const plan = planNicotineWarning({
      legalWarning: WARNING,
      showBanner: true,
      position: 'top',
      blocks: { kind: 'error' },
    });
    expect(plan).toEqual({ legal: WARNING, banner: null, position: 'top' });
  });

  it('shows no banner when the store view turns it off, or the block is empty or missing', () => {
    for (const input of [
      { showBanner: false, blocks: blocks(`<p>${WARNING}</p>`) },
      { showBanner: true, blocks: blocks('<p> </p>') },
      { showBanner: true, blocks: blocks(null) },
    ]) {
      expect(
        planNicotineWarning({ legalWarning: WARNING, position: 'top', ...input }).banner,
      ).toBeNull();
    }
  });
});

describe('shell CMS blocks', () => {
  // (The rebranding rule itself is the batch loader's: features/cms-blocks tests it.)
  it("takes each key's block from the loader, nothing for an empty one, all-error on a failure", () => {
    const ok = (content: string) => ({
      kind: 'ok' as const,
      block: { identifier: 'marketing_popup_rebranding', title: ' New ', content },
    });
    const picked = shellBlocksFrom(
      new Map([
        ['marketing_popup', ok('<p>new</p>')],
        ['warning_banner', ok('  ')],
      ]),
    );
    expect(picked).toMatchObject({
      kind: 'ok',
      blocks: {
        marketing_popup: { title: 'New', content: '<p>new</p>' },
        warning_banner: null,
        nicotine_warning_banner_block: null,
      },
    });
    expect(
      shellBlocksFrom(
        new Map<string, CmsBlockOutcome>([
          ['marketing_popup', ok('<p>new</p>')],
          ['warning_banner', { kind: 'error' }],
        ]),
      ),
    ).toEqual({ kind: 'error' });
  });

  it('reads text out of the HTML', () => {
    expect(plainTextOf('<p><b>A &amp; B&#39;s</b>\n<i>c</i>&nbsp;&#x41;</p>')).toBe("A & B's c A");
  });
});
