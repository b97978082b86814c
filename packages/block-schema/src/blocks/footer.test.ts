import { describe, expect, it } from 'vitest';
import { FORMAT_VERSION, migrateBlocks, validatePage, type BlockNode } from '../page';
import { footer } from './footer';

/** A footer as version 1 stored it: its buttons as `mapButton.text/link`, `contact.linkText/link`. */
function footerV1(props: Record<string, unknown> = {}): BlockNode {
  return {
    id: 'footer',
    type: 'Footer',
    version: 1,
    props: {
      mapButton: { text: 'Find us', link: '/storelocator?near=me' },
      contact: { heading: 'Help', text: 'Ask us', linkText: 'Write to us', link: '/contacts' },
      copyright: '© {year} Lumo',
      ...props,
    },
  };
}

describe('Footer version 1 -> 2', () => {
  it('renames the buttons to buttonText/buttonLink and keeps everything else', () => {
    const [migrated] = migrateBlocks([footerV1()]);
    expect(footer.version).toBe(2);
    expect(migrated).toEqual({
      id: 'footer',
      type: 'Footer',
      version: 2,
      props: {
        mapButton: { buttonText: 'Find us', buttonLink: '/storelocator?near=me' },
        contact: {
          heading: 'Help',
          text: 'Ask us',
          buttonText: 'Write to us',
          buttonLink: '/contacts',
        },
        copyright: '© {year} Lumo',
      },
    });
  });

  it('keeps an emptied button empty and a missing one missing (its defaults apply)', () => {
    const [migrated] = migrateBlocks([
      footerV1({ mapButton: { text: '', link: '' }, contact: undefined }),
    ]);
    expect(migrated?.props.mapButton).toEqual({ buttonText: '', buttonLink: '' });
    const parsed = footer.schema.parse(migrated?.props);
    expect(parsed.mapButton).toEqual({ buttonText: '', buttonLink: '' });
    expect(parsed.contact).toMatchObject({ buttonText: 'Contact us', buttonLink: '/contacts' });
  });

  it('publishes a page stored with version 1 as a valid version 2 footer', () => {
    const result = validatePage({
      formatVersion: FORMAT_VERSION,
      storeView: 'uk',
      path: '/',
      title: 'Home',
      meta: { description: '', image: '', noIndex: false },
      blocks: [footerV1()],
    });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const [block] = result.page.blocks;
    expect(block?.version).toBe(2);
    expect(block?.props).toMatchObject({
      mapButton: { buttonText: 'Find us', buttonLink: '/storelocator?near=me' },
      contact: { buttonText: 'Write to us', buttonLink: '/contacts' },
    });
    expect(block?.props.mapButton).not.toHaveProperty('link');
  });
});
