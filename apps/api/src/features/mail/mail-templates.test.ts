import { STORE_VIEW_CODES } from '@lumo/block-schema';
import { describe, expect, it } from 'vitest';
import { MAIL_KINDS } from '../../db/schema';
import { mailLink } from './mail-links';
import { MailPayloadError, renderMail } from './mail-templates';
import { MAIL_LANGUAGE_OF, MAIL_STRINGS } from './mail-strings';

const CONFIRM = 'https://shop.example/gr/customer/account/confirm?id=7&key=abc';
const full = {
  firstname: 'Ada',
  confirmUrl: CONFIRM,
  resetUrl: 'https://shop.example/customer/account/createPassword?token=t0k',
  unsubscribeUrl: 'https://shop.example/newsletter/unsubscribe?id=1&code=c',
  email: 'ada.new@example.com',
  formName: 'Trade partner',
  orderNumber: '000000042',
  orderTotal: '£12.34',
  orderUrl: 'https://shop.example/customer/account/order/42',
  trackingNumber: 'RM123GB',
  trackingUrl: 'https://track.example/RM123GB',
};

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

function placeholders(text: unknown): string[] {
  return [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!).sort();
}

describe('mail texts', () => {
  it('every language has every key of the English texts, with the same placeholders', () => {
    const reference = keysOf(MAIL_STRINGS.en).sort();
    for (const [language, strings] of Object.entries(MAIL_STRINGS)) {
      expect(keysOf(strings).sort(), language).toEqual(reference);
      for (const key of reference) {
        const read = (source: unknown) =>
          key.split('.').reduce((node, part) => (node as Record<string, unknown>)[part], source);
        expect(placeholders(read(strings)), `${language} ${key}`).toEqual(
          placeholders(read(MAIL_STRINGS.en)),
        );
        expect(String(read(strings)).trim(), `${language} ${key}`).not.toBe('');
      }
    }
  });

  it('has a section for every mail kind', () => {
    for (const kind of MAIL_KINDS) expect(MAIL_STRINGS.en).toHaveProperty([kind, 'subject']);
  });
});

describe('mail templates', () => {
  it('renders every kind in every store view: translated subject, HTML and text parts', () => {
    for (const storeView of STORE_VIEW_CODES) {
      const t = MAIL_STRINGS[MAIL_LANGUAGE_OF[storeView]];
      for (const kind of MAIL_KINDS) {
        const mail = renderMail(kind, storeView, full);
        const section = t[kind] as { subject: string };
        if (kind === 'trs-registration') {
          expect(mail.subject).toContain('Trade partner');
        } else if (kind === 'order-confirmation' || kind === 'order-shipment') {
          expect(mail.subject).toBe(section.subject.replace('{{orderNumber}}', '000000042'));
        } else {
          expect(mail.subject).toBe(section.subject);
        }
        expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="(en|el|de)">/);
        expect(mail.html).toContain(`lang="${MAIL_LANGUAGE_OF[storeView]}"`);
        expect(mail.text).toContain(t.common.greeting.replace('{{firstname}}', 'Ada'));
        expect(mail.html).toContain(t.common.signature);
        expect(mail.text).toContain(t.common.signature);
        for (const link of mail.links) {
          expect(mail.text).toContain(link);
          expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
        }
      }
    }
  });

  it('speaks Greek in gr, German in ch and English elsewhere', () => {
    expect(renderMail('password-reset', 'gr', full).subject).toBe(
      'Επαναφορά του κωδικού σας στη Lumo',
    );
    expect(renderMail('password-reset', 'ch', full).subject).toBe(
      'Setzen Sie Ihr Lumo-Passwort zurück',
    );
    for (const view of ['uk', 'ie', 'eu', 'ca', 'us'] as const) {
      expect(renderMail('password-reset', view, full).subject).toBe('Reset your Lumo password');
    }
  });

  it('puts the confirmation link in the button and in the text part', () => {
    const mail = renderMail('account-confirmation', 'uk', {
      firstname: 'Ada',
      confirmUrl: CONFIRM,
    });
    expect(mail.links).toEqual([CONFIRM]);
    expect(mail.text).toContain(`Confirm my account: ${CONFIRM}`);
    expect(mail.html).toContain('>Confirm my account</a>');
  });

  it('words the mail without optional values that are missing', () => {
    const mail = renderMail('welcome', 'uk', {});
    expect(mail.text).toContain('Hello,');
    expect(mail.text).not.toContain('{{');
    expect(mail.html).not.toContain('{{');
    expect(mail.text).not.toContain('You log in with');
    const changed = renderMail('password-changed', 'ch', {});
    expect(changed.links).toEqual([]);
    expect(changed.text).toContain('Hallo,');
    const trs = renderMail('trs-registration', 'gr', {});
    expect(trs.subject).toBe('Λάβαμε την εγγραφή σας');
    const newsletter = renderMail('newsletter-confirmation', 'uk', { confirmUrl: CONFIRM });
    expect(newsletter.links).toEqual([CONFIRM]);
    expect(newsletter.headers).toEqual({});
  });

  it('adds List-Unsubscribe to the newsletter mail when it has the link', () => {
    const mail = renderMail('newsletter-confirmation', 'uk', full);
    expect(mail.headers['List-Unsubscribe']).toBe(`<${full.unsubscribeUrl}>`);
    expect(mail.links).toEqual([CONFIRM, full.unsubscribeUrl]);
  });

  it('refuses a mail whose required link is missing or not a web URL', () => {
    expect(() => renderMail('password-reset', 'uk', { firstname: 'Ada' })).toThrow(
      MailPayloadError,
    );
    expect(() =>
      renderMail('account-confirmation', 'uk', { confirmUrl: 'javascript:alert(1)' }),
    ).toThrow(MailPayloadError);
    expect(() => renderMail('newsletter-confirmation', 'uk', { confirmUrl: '/relative' })).toThrow(
      MailPayloadError,
    );
  });

  it('escapes what the payload says and keeps the subject on one line', () => {
    const mail = renderMail('trs-registration', 'uk', {
      firstname: '<script>alert(1)</script>',
      formName: 'Shops\r\nBcc: victim@example.com',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe('We received your registration: Shops Bcc: victim@example.com');
  });
});

describe('mailLink', () => {
  it('builds absolute links under the store view prefix', () => {
    expect(
      mailLink('http://127.0.0.1:3000', 'gr', '/customer/account/confirm', { id: '7', key: 'a&b' }),
    ).toBe('http://127.0.0.1:3000/gr/customer/account/confirm?id=7&key=a%26b');
    expect(mailLink('https://shop.example/', 'uk', '/newsletter-signup')).toBe(
      'https://shop.example/newsletter-signup',
    );
  });
});
