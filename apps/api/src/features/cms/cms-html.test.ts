import { describe, expect, it } from 'vitest';
import { sanitiseCmsHtml } from './cms-html';

/** Payloads from XSS cheat sheets and DOMPurify's own test corpus, aimed at CMS copy. */
const HOSTILE: [name: string, html: string][] = [
  ['script element', '<p>Hi</p><script>alert(1)</script>'],
  ['script with src', '<script src="https://evil.example/x.js"></script><p>Hi</p>'],
  ['image onerror', '<img src="x" onerror="alert(1)">'],
  ['body onload', '<body onload="alert(1)"><p>Hi</p></body>'],
  ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
  ['javascript: link', '<a href="javascript:alert(1)">Click</a>'],
  ['javascript: link with tab', '<a href="java\tscript:alert(1)">Click</a>'],
  ['javascript: link with entities', '<a href="&#106;avascript:alert(1)">Click</a>'],
  ['javascript: link upper case with spaces', '<a href="  JAVASCRIPT:alert(1)">Click</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">Click</a>'],
  ['data: html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['data: image source', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['iframe', '<iframe src="https://evil.example/"></iframe><p>Hi</p>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object', '<object data="https://evil.example/x.swf"></object>'],
  ['embed', '<embed src="https://evil.example/x.swf">'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">Hi</p>'],
  ['style element', '<style>body{background:red}</style><p>Hi</p>'],
  ['form with action', '<form action="https://evil.example/"><input name="password"></form>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example/">'],
  ['base href', '<base href="https://evil.example/"><a href="/x">x</a>'],
  ['mXSS through noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['mXSS through template', '<template><script>alert(1)</script></template>'],
  ['math namespace confusion', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['event handler on a link', '<a href="/ok" onmouseover="alert(1)">Hover</a>'],
  ['formaction button', '<button formaction="javascript:alert(1)">Go</button>'],
  ['srcset injection', '<img src="/ok.png" srcset="javascript:alert(1) 1x">'],
  ['link element', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['video with poster', '<video poster="javascript:alert(1)"></video>'],
  ['DOM clobbering id', '<img src="/a.png" id="location"><form id="cookie"></form>'],
];

const DANGEROUS = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<style/i,
  /\sstyle=/i,
  /<form/i,
  /<meta/i,
  /<base/i,
  /<link/i,
  /<svg/i,
  /<math/i,
  /<template/i,
  /<video/i,
  /formaction/i,
  /srcset/i,
  /id="location"/i,
];

describe('CMS HTML sanitiser', () => {
  it.each(HOSTILE)('neutralises %s', (_name, html) => {
    const clean = sanitiseCmsHtml(html);
    for (const pattern of DANGEROUS) expect(clean).not.toMatch(pattern);
  });

  it('has a corpus of at least 20 hostile payloads', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(20);
  });

  it('keeps the copy around removed markup', () => {
    expect(sanitiseCmsHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
    expect(sanitiseCmsHtml('<a href="javascript:alert(1)">Click</a>')).toBe('<a>Click</a>');
  });

  it('keeps headings, paragraphs, lists, tables, emphasis, links and images', () => {
    const html = [
      '<h2 id="returns">Returns</h2>',
      '<p><strong>Free</strong> and <em>easy</em>.</p>',
      '<ul><li>One</li></ul><ol><li>Two</li></ol>',
      '<table><thead><tr><th scope="col">Size</th></tr></thead><tbody><tr><td>2 ml</td></tr></tbody></table>',
      '<p><a href="https://lumo.example/">site</a> <a href="/recycling">recycling</a> <a href="#returns">top</a>',
      ' <a href="mailto:help@lumo.example">mail</a> <a href="tel:+442079460000">call</a> <a href="faq">faq</a></p>',
      '<p><img src="/media/seed/pod.webp" alt="A pod"> <img src="https://cdn.lumo.example/a.png" alt="A"></p>',
    ].join('');
    expect(sanitiseCmsHtml(html)).toBe(html);
  });
});
