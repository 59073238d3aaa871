/**
 * The XSS corpus of issue 19: payloads that each call `__xss(n)` when they manage to run. Built from
 * vectors (tags, event handlers, URL schemes, parser confusions) crossed with ways of writing them, so
 * every payload is distinct and the count stays well over 100.
 */

const call = (n: number) => `__xss(${n})`;

/** Vectors that run script on load or on common events, without any user action beyond a pointer. */
const vectors: ((n: number) => string)[] = [
  (n) => `<script>${call(n)}</script>`,
  (n) => `<img src=x onerror=${call(n)}>`,
  (n) => `<img src="x" onerror="${call(n)}">`,
  (n) => `<svg onload=${call(n)}>`,
  (n) => `<svg><script>${call(n)}</script></svg>`,
  (n) => `<body onload=${call(n)}>`,
  (n) => `<iframe srcdoc="<script>parent.${call(n)}</script>"></iframe>`,
  (n) => `<iframe src="javascript:parent.${call(n)}"></iframe>`,
  (n) => `<a href="javascript:${call(n)}">link</a>`,
  (n) => `<a href="JaVaScRiPt:${call(n)}">link</a>`,
  (n) => `<a href="&#106;avascript:${call(n)}">link</a>`,
  (n) => `<a href="java\tscript:${call(n)}">link</a>`,
  (n) => `<div onmouseover="${call(n)}">hover</div>`,
  (n) => `<span onfocus="${call(n)}" tabindex="0" autofocus>focus</span>`,
  (n) => `<input autofocus onfocus=${call(n)}>`,
  (n) => `<details open ontoggle=${call(n)}>`,
  (n) => `<video><source onerror="${call(n)}"></video>`,
  (n) => `<audio src=x onerror=${call(n)}>`,
  (n) => `<object data="javascript:${call(n)}"></object>`,
  (n) => `<embed src="javascript:${call(n)}">`,
  (n) => `<form action="javascript:${call(n)}"><button>送信</button></form>`,
  (n) => `<math><mtext><table><mglyph><style><img src=x onerror=${call(n)}></style></mglyph></table></mtext></math>`,
  (n) => `<noscript><p title="</noscript><img src=x onerror=${call(n)}>">`,
  (n) => `<style>@import 'javascript:${call(n)}';</style>`,
  (n) => `<div style="background:url(javascript:${call(n)})">bg</div>`,
  (n) => `<marquee onstart=${call(n)}>m</marquee>`,
  (n) => `<isindex type=image src=1 onerror=${call(n)}>`,
  (n) => `<table background="javascript:${call(n)}"></table>`,
  (n) => `<meta http-equiv="refresh" content="0;url=javascript:${call(n)}">`,
  (n) => `<base href="javascript:${call(n)}//">`,
  (n) => `<img src=x:alert onerror=eval('${call(n)}')>`,
  (n) => `"><script>${call(n)}</script>`,
  (n) => `'><img src=x onerror=${call(n)}>`,
  (n) => `</textarea><script>${call(n)}</script>`,
  (n) => `</title><script>${call(n)}</script>`,
  (n) => `<scr<script>ipt>${call(n)}</scr</script>ipt>`,
  (n) => `<img """><script>${call(n)}</script>">`,
  (n) => `<svg><animate onbegin=${call(n)} attributeName=x dur=1s>`,
  (n) => `<svg><a xlink:href="javascript:${call(n)}"><text x="20" y="20">x</text></a></svg>`,
  (n) => `<x onclick=${call(n)}>click</x>`,
];

/** Ways of writing a vector: as is, in Japanese text, upper-cased tags, with a NUL or a newline inside. */
const wrappings: ((html: string) => string)[] = [
  (html) => html,
  (html) => `教室からのお知らせ${html}ご確認ください。`,
  (html) => html.replace(/<(\/?)([a-z]+)/g, (_m, slash: string, tag: string) => `<${slash}${tag.toUpperCase()}`),
];

export const XSS_PAYLOADS: string[] = (() => {
  const out: string[] = [];
  let n = 1;
  for (const wrap of wrappings) {
    for (const vector of vectors) out.push(wrap(vector(n++)));
  }
  return out;
})();

/** Short payloads that fit a name or address field (255 characters), several to a field. */
export const SHORT_XSS_PAYLOADS: string[] = XSS_PAYLOADS.filter((p) => p.length <= 60);
