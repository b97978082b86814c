import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { StoreViewCode } from '@lumo/block-schema';
import type { MailKind } from '../../db/schema';
import { MailDocument, plainText, type MailBlock, type MailContent } from './mail-document';
import {
  LINK_KEYS,
  PAYLOAD_KEYS,
  REQUIRED_PAYLOAD_KEYS,
  type MailPayloads,
  type PayloadKey,
} from './mail-payloads';
import { interpolate, MAIL_LANGUAGE_OF, MAIL_STRINGS, type MailStrings } from './mail-strings';

/** A mail ready for a transport. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** The links of the mail, in order (the outbox viewer and the e2e helper list them). */
  links: string[];
  /** Extra headers (List-Unsubscribe for the newsletter). */
  headers: Record<string, string>;
}

/** The payload cannot make this mail (a required link is missing or not a URL): retrying won't help. */
export class MailPayloadError extends Error {
  override name = 'MailPayloadError';
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/** Longest payload value kept (a name, an address, a link with a token). */
const MAX_VALUE_LENGTH = 2000;

type Template<K extends MailKind> = (
  t: MailStrings,
  payload: MailPayloads[K],
) => { subject: string; blocks: MailBlock[] };

/** One template per kind: what the mail says, in blocks; the language comes in as `t`. */
export const MAIL_TEMPLATES: { [K in MailKind]: Template<K> } = {
  'account-confirmation': (t, p) => ({
    subject: t['account-confirmation'].subject,
    blocks: [
      { type: 'text', text: t['account-confirmation'].intro },
      button(t, t['account-confirmation'].action, p.confirmUrl),
      { type: 'text', text: t.common.ignore },
    ],
  }),
  welcome: (t, p) => ({
    subject: t.welcome.subject,
    blocks: [
      { type: 'text', text: t.welcome.intro },
      ...(p.email ? [text(interpolate(t.welcome.login, { email: p.email }))] : []),
    ],
  }),
  'password-reset': (t, p) => ({
    subject: t['password-reset'].subject,
    blocks: [
      { type: 'text', text: t['password-reset'].intro },
      button(t, t['password-reset'].action, p.resetUrl),
      { type: 'text', text: t['password-reset'].expiry },
      { type: 'text', text: t.common.ignore },
    ],
  }),
  'password-changed': (t, p) => ({
    subject: t['password-changed'].subject,
    blocks: [
      { type: 'text', text: t['password-changed'].intro },
      { type: 'text', text: t['password-changed'].notYou },
      ...(p.resetUrl ? [button(t, t['password-changed'].action, p.resetUrl)] : []),
    ],
  }),
  'email-changed': (t, p) => ({
    subject: t['email-changed'].subject,
    blocks: [
      { type: 'text', text: t['email-changed'].intro },
      ...(p.email ? [text(interpolate(t['email-changed'].newAddress, { email: p.email }))] : []),
      { type: 'text', text: t['email-changed'].notYou },
    ],
  }),
  'newsletter-confirmation': (t, p) => ({
    subject: t['newsletter-confirmation'].subject,
    blocks: [
      { type: 'text', text: t['newsletter-confirmation'].intro },
      button(t, t['newsletter-confirmation'].action, p.confirmUrl),
      { type: 'text', text: t.common.ignore },
      ...(p.unsubscribeUrl
        ? [
            {
              type: 'link' as const,
              text: t['newsletter-confirmation'].unsubscribe,
              label: t['newsletter-confirmation'].unsubscribeLink,
              url: p.unsubscribeUrl,
            },
          ]
        : []),
    ],
  }),
  'trs-registration': (t, p) => ({
    subject: p.formName
      ? interpolate(t['trs-registration'].subjectWithForm, { formName: p.formName })
      : t['trs-registration'].subject,
    blocks: [
      { type: 'text', text: t['trs-registration'].intro },
      ...(p.confirmUrl
        ? [
            text(t['trs-registration'].confirm),
            button(t, t['trs-registration'].action, p.confirmUrl),
          ]
        : []),
    ],
  }),
  'order-confirmation': (t, p) => ({
    subject: interpolate(t['order-confirmation'].subject, { orderNumber: p.orderNumber }),
    blocks: [
      text(interpolate(t['order-confirmation'].intro, { orderNumber: p.orderNumber })),
      ...(p.orderTotal
        ? [text(interpolate(t['order-confirmation'].total, { orderTotal: p.orderTotal }))]
        : []),
      text(t['order-confirmation'].next),
      ...(p.orderUrl ? [button(t, t['order-confirmation'].action, p.orderUrl)] : []),
    ],
  }),
  'order-shipment': (t, p) => ({
    subject: interpolate(t['order-shipment'].subject, { orderNumber: p.orderNumber }),
    blocks: [
      text(interpolate(t['order-shipment'].intro, { orderNumber: p.orderNumber })),
      ...(p.trackingNumber
        ? [text(interpolate(t['order-shipment'].tracking, { trackingNumber: p.trackingNumber }))]
        : []),
      ...(p.trackingUrl ? [button(t, t['order-shipment'].action, p.trackingUrl)] : []),
      ...(p.orderUrl
        ? [
            {
              type: 'link' as const,
              text: t['order-shipment'].view,
              label: t['order-shipment'].viewLink,
              url: p.orderUrl,
            },
          ]
        : []),
    ],
  }),
};

function text(value: string): MailBlock {
  return { type: 'text', text: value };
}

function button(t: MailStrings, label: string, url: string): MailBlock {
  return { type: 'button', label, url, fallback: t.common.linkFallback };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The payload a template may read: known keys with non-empty string values, bounded; links only
 * when they are absolute http(s) URLs. Anything else counts as missing.
 */
export function cleanPayload(
  kind: MailKind,
  raw: Record<string, unknown>,
): Partial<Record<PayloadKey, string>> {
  const clean: Partial<Record<PayloadKey, string>> = {};
  for (const key of PAYLOAD_KEYS) {
    const value = raw[key];
    if (typeof value !== 'string') continue;
    // One line each: a value can end up in the Subject header.
    const trimmed = value.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, MAX_VALUE_LENGTH);
    if (!trimmed) continue;
    if (LINK_KEYS.includes(key) && !isHttpUrl(trimmed)) continue;
    clean[key] = trimmed;
  }
  const missing = (REQUIRED_PAYLOAD_KEYS[kind] as readonly string[]).filter(
    (key) => !(key in clean),
  );
  if (missing.length > 0) {
    const urls = missing.some((key) => (LINK_KEYS as readonly string[]).includes(key));
    throw new MailPayloadError(
      `The ${kind} mail needs ${missing.join(', ')}${urls ? ' (a URL)' : ''}`,
    );
  }
  return clean;
}

/** Renders a queued mail in its store view's language: subject, HTML and text parts. */
export function renderMail(
  kind: MailKind,
  storeView: StoreViewCode,
  rawPayload: Record<string, unknown>,
): RenderedMail {
  const payload = cleanPayload(kind, rawPayload);
  const language = MAIL_LANGUAGE_OF[storeView] ?? 'en';
  const t = MAIL_STRINGS[language];
  const template = MAIL_TEMPLATES[kind] as Template<MailKind>;
  const { subject, blocks } = template(t, payload as never);
  const content: MailContent = {
    lang: language,
    subject,
    preview: blocks.find((block) => block.type === 'text')?.text ?? subject,
    greeting: payload.firstname
      ? interpolate(t.common.greeting, { firstname: payload.firstname })
      : t.common.greetingNoName,
    blocks,
    signature: t.common.signature,
    footer: t.common.footer,
  };
  const html = `<!DOCTYPE html>${renderToStaticMarkup(
    createElement(MailDocument, { content, brand: t.common.brand }),
  )}`;
  const links = blocks.flatMap((block) => (block.type === 'text' ? [] : [block.url]));
  const headers: Record<string, string> = {};
  if (kind === 'newsletter-confirmation' && payload.unsubscribeUrl) {
    headers['List-Unsubscribe'] = `<${payload.unsubscribeUrl}>`;
  }
  return { subject, html, text: plainText(content, t.common.brand), links, headers };
}
