import { describe, expect, it } from 'vitest';
import type { ShellBlocks } from '@/lib/api/shell-blocks';
import { pickShellBlocks, shellBlockIdentifiers } from '@/lib/api/shell-blocks';
import { planNicotineWarning, plainTextOf } from './nicotine-warning-plan';

const WARNING = 'WARNING: This product contains nicotine. Nicotine is an addictive chemical.';

function blocks(content: string | null): ShellBlocks {
  return {
    kind: 'ok',
    blocks: pickShellBlocks(
      content === null
        ? []
        : [{ identifier: 'nicotine_warning_banner_block', title: 'Banner', content }],
    ),
  };
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
  it('asks for every block under both names, the rebranding variant first', () => {
    expect(shellBlockIdentifiers(['marketing_popup'])).toEqual([
      'marketing_popup_rebranding',
      'marketing_popup',
    ]);
    expect(shellBlockIdentifiers()).toHaveLength(6);
  });

  it('prefers the rebranding variant and falls back to the plain one', () => {
    const picked = pickShellBlocks([
      { identifier: 'marketing_popup', title: 'Plain', content: '<p>plain</p>' },
      { identifier: 'marketing_popup_rebranding', title: 'New', content: '<p>new</p>' },
      { identifier: 'warning_banner', title: 'Notice', content: '<p>notice</p>' },
    ]);
    expect(picked.marketing_popup?.title).toBe('New');
    expect(picked.warning_banner?.title).toBe('Notice');
    expect(picked.nicotine_warning_banner_block).toBeNull();
  });

  it('reads text out of the HTML', () => {
    expect(plainTextOf('<p><b>A &amp; B&#39;s</b>\n<i>c</i>&nbsp;&#x41;</p>')).toBe("A & B's c A");
  });
});
