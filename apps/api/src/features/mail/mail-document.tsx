import type { ReactNode } from 'react';

/**
 * One mail as blocks of text: the React layout below renders the HTML part from it and
 * `plainText` the text part, so the two never say different things.
 */
export interface MailContent {
  lang: string;
  subject: string;
  /** The first line mail clients show next to the subject. */
  preview: string;
  greeting: string;
  blocks: MailBlock[];
  signature: string;
  footer: string;
}

export type MailBlock =
  | { type: 'text'; text: string }
  | { type: 'button'; label: string; url: string; fallback: string }
  | { type: 'link'; text: string; label: string; url: string };

const colors = { ink: '#1d1d1f', muted: '#6e6e73', brand: '#0b5cad', line: '#e5e5ea' };
const font = 'Helvetica, Arial, sans-serif';

function Paragraph({ children, muted }: { children: ReactNode; muted?: boolean }) {
  return (
    <p
      style={{
        margin: '0 0 16px',
        fontSize: muted ? '13px' : '15px',
        lineHeight: '22px',
        color: muted ? colors.muted : colors.ink,
      }}
    >
      {children}
    </p>
  );
}

function Button({ label, url, fallback }: { label: string; url: string; fallback: string }) {
  return (
    <>
      <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '8px 0 24px' }}>
        <tbody>
          <tr>
            <td style={{ borderRadius: '6px', background: colors.brand }}>
              <a
                href={url}
                style={{
                  display: 'inline-block',
                  padding: '12px 24px',
                  fontFamily: font,
                  fontSize: '15px',
                  fontWeight: 'bold',
                  color: '#ffffff',
                  textDecoration: 'none',
                }}
              >
                {label}
              </a>
            </td>
          </tr>
        </tbody>
      </table>
      <Paragraph muted>
        {fallback}
        <br />
        <a href={url} style={{ color: colors.brand, wordBreak: 'break-all' }}>
          {url}
        </a>
      </Paragraph>
    </>
  );
}

function Block({ block }: { block: MailBlock }) {
  switch (block.type) {
    case 'text':
      return <Paragraph>{block.text}</Paragraph>;
    case 'button':
      return <Button label={block.label} url={block.url} fallback={block.fallback} />;
    case 'link':
      return (
        <Paragraph muted>
          {block.text}{' '}
          <a href={block.url} style={{ color: colors.brand }}>
            {block.label}
          </a>
        </Paragraph>
      );
  }
}

/** The HTML mail: one centred 560 px column with inline styles (what mail clients support). */
export function MailDocument({ content, brand }: { content: MailContent; brand: string }) {
  return (
    <html lang={content.lang}>
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{content.subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: '#f5f5f7', fontFamily: font }}>
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{content.preview}</div>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ background: '#f5f5f7' }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{
                    maxWidth: '560px',
                    background: '#ffffff',
                    borderRadius: '8px',
                    border: `1px solid ${colors.line}`,
                  }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          padding: '20px 32px',
                          borderBottom: `1px solid ${colors.line}`,
                          fontSize: '22px',
                          fontWeight: 'bold',
                          color: colors.brand,
                        }}
                      >
                        {brand}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: '28px 32px 12px' }}>
                        <Paragraph>{content.greeting}</Paragraph>
                        {content.blocks.map((block, index) => (
                          <Block key={index} block={block} />
                        ))}
                        <Paragraph>{content.signature}</Paragraph>
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: '16px 32px 24px',
                          borderTop: `1px solid ${colors.line}`,
                        }}
                      >
                        <Paragraph muted>{content.footer}</Paragraph>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** The text part: the same blocks, links written out. */
export function plainText(content: MailContent, brand: string): string {
  const parts = [brand, '', content.greeting, ''];
  for (const block of content.blocks) {
    if (block.type === 'text') parts.push(block.text, '');
    if (block.type === 'button') parts.push(`${block.label}: ${block.url}`, '');
    if (block.type === 'link') parts.push(`${block.text} ${block.label}: ${block.url}`, '');
  }
  parts.push(content.signature, '', '--', content.footer);
  return `${parts.join('\n')}\n`;
}
