import { describe, expect, it } from 'vitest';
import {
  MAX_BLOCK_NESTING,
  MAX_BLOCKS_PER_PAGE,
  formatPageIssues,
  pageSchema,
  validatePage,
  type BlockNode,
} from './page';
import { container } from './blocks/container';
import { heroBanner } from './blocks/hero-banner';
import { quoteBlock } from './blocks/quote-block';

const page = (blocks: BlockNode[]) => ({
  formatVersion: 1,
  storeView: 'uk',
  path: '/limits',
  title: 'Limits',
  blocks,
});

const quote = (id: string): BlockNode => ({
  id,
  type: 'QuoteBlock',
  version: quoteBlock.version,
  props: quoteBlock.example as Record<string, unknown>,
});

const containerWith = (id: string, children: BlockNode[]): BlockNode => ({
  id,
  type: 'Container',
  version: container.version,
  props: container.example as Record<string, unknown>,
  children,
});

/** A chain of Containers `levels` deep with a quote in the innermost one. */
function nestedContainers(levels: number): BlockNode {
  let node = quote('innermost');
  for (let level = levels - 1; level >= 0; level -= 1) {
    node = containerWith(`container-${level}`, [node]);
  }
  return node;
}

describe('page limits', () => {
  it(`accepts blocks nested ${MAX_BLOCK_NESTING} levels deep`, () => {
    const result = validatePage(page([nestedContainers(MAX_BLOCK_NESTING)]));
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it('refuses one level more, with a message that says what to do', () => {
    const result = validatePage(page([nestedContainers(MAX_BLOCK_NESTING + 1)]));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(formatPageIssues(result.issues)).toContain(
      `Blocks can be nested at most ${MAX_BLOCK_NESTING} levels deep`,
    );
  });

  it('refuses 520 nested Containers (the reported attack) without walking them all', () => {
    const result = pageSchema.safeParse(page([nestedContainers(520)]));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('nested at most');
  });

  it(`refuses more than ${MAX_BLOCKS_PER_PAGE} blocks, nested ones included`, () => {
    const children = Array.from({ length: MAX_BLOCKS_PER_PAGE }, (_, i) => quote(`q-${i}`));
    const atLimit = validatePage(page([containerWith('c', children.slice(1))]));
    expect(atLimit.ok ? [] : atLimit.issues).toEqual([]);
    const over = pageSchema.safeParse(page([containerWith('c', children)]));
    expect(over.success).toBe(false);
    expect(over.error?.issues.map((issue) => issue.message)).toContain(
      `A page can hold at most ${MAX_BLOCKS_PER_PAGE} blocks (nested blocks count too); this one has ${MAX_BLOCKS_PER_PAGE + 1}`,
    );
  });

  it("refuses a block version newer than its type's current version, at the block", () => {
    const hero: BlockNode = {
      id: 'hero-1',
      type: 'HeroBanner',
      version: heroBanner.version + 1,
      props: heroBanner.example as Record<string, unknown>,
    };
    const result = validatePage(page([quote('q'), containerWith('c', [hero])]));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([
      {
        path: ['blocks', 1, 'children', 0, 'version'],
        message: `Block "hero-1" (${heroBanner.label}) has version ${heroBanner.version + 1}, but the newest version of that block is ${heroBanner.version}; reload the editor to get the current blocks`,
      },
    ]);
    const current = validatePage(page([{ ...hero, version: heroBanner.version }]));
    expect(current.ok).toBe(true);
  });
});
