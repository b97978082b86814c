import { describe, expect, it } from 'vitest';
import { createDefaultProps } from '../define-block';
import { notFoundHeader } from './not-found-header';
import { notFoundLinks } from './not-found-links';
import { notFoundProducts } from './not-found-products';

describe('not-found blocks', () => {
  it('header defaults to the exact title and a message suggesting popular searches', () => {
    expect(createDefaultProps(notFoundHeader)).toEqual({
      title: 'WE ARE VERY SORRY.',
      errorMessage:
        "We couldn't find the content you were looking for. Try one of our popular searches below.",
    });
  });

  it('links default to the six default content links of SPEC §2.6, in order', () => {
    const props = notFoundLinks.schema.parse({});
    expect(props.links.map((link) => link.href)).toEqual([
      '/devices',
      '/eliquids',
      '/what-is-vaping',
      '/about-vaping/faq',
      '/devices/compact/pod-vape-starter-kit',
      '/eliquids/compact/2-pods',
    ]);
    expect(props.links.every((link) => link.linkText.length > 0)).toBe(true);
  });

  it('refuses a link without text or with an unsafe href', () => {
    expect(notFoundLinks.schema.safeParse({ links: [{ href: '/devices' }] }).success).toBe(false);
    expect(
      notFoundLinks.schema.safeParse({ links: [{ linkText: 'x', href: 'javascript:void(0)' }] })
        .success,
    ).toBe(false);
  });

  it('refuses a product without a name or a link', () => {
    expect(
      notFoundProducts.schema.safeParse({ items: [{ productLink: '/devices' }] }).success,
    ).toBe(false);
    expect(notFoundProducts.schema.safeParse({ items: [{ productName: 'Kit' }] }).success).toBe(
      false,
    );
  });
});
