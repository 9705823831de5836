// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanPastedHtml, removalNote } from './clean-paste.ts';

const RULE = { siteHost: 'site.example', imageHosts: ['cdn.example.com'] };

const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15">
<style>p.MsoNormal { margin: 0 }</style><!--[if gte mso 9]><xml><o:OfficeDocumentSettings/></xml><![endif]--></head>
<body lang=EN-US><p class=MsoNormal style="margin:0"><span style="font-family:Calibri">Season <b>tickets</b> are on sale</span><o:p></o:p></p>
<script>alert(1)</script><p onclick="steal()">Call <a href="tel:+15550100">us</a></p>
<img src="https://tracker.example/open.gif" width="1" height="1" alt=""><script src="https://tracker.example/t.js"></script></body></html>`;

const DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1234"><h2 dir="ltr" style="line-height:1.38"><span style="font-size:16pt">Parking</span></h2>
<p dir="ltr"><span style="font-weight:700">Lot A</span> opens at <span style="font-style:italic">noon</span>.</p>
<img src="https://lh7-us.googleusercontent.com/abc" width="600" height="400" alt="map"><img src="https://site.example/documents/images/a.png" alt="Lot"></b>`;

describe('pasted HTML is cleaned, and the field says what went', () => {
  it('from Word: scripts, styles, classes, spans, comments, Office markup and a tracking pixel go; the text stays', () => {
    const { html, removed } = cleanPastedHtml(WORD, RULE);
    expect(html).not.toMatch(/script|style=|class=|<span|<!--|o:p|MsoNormal|tracker|onclick|alert/i);
    expect(html).toContain('Season <b>tickets</b> are on sale');
    expect(html).toContain('<a href="tel:+15550100">us</a>');
    expect(removalNote(removed)).toBe('Removed from the pasted text: 3 scripts, styles, classes, spans, comments, 1 tracking image');
  });

  it('from Google Docs: the wrapper is not bold, images from other hosts go, this site’s own become paths', () => {
    const { html, removed } = cleanPastedHtml(DOCS, RULE);
    expect(html).not.toMatch(/<b|docs-internal|dir=|style=|<span|googleusercontent/);
    expect(html).toContain('<h2>Parking</h2>');
    expect(html).toContain('<img src="/documents/images/a.png" alt="Lot">');
    expect(removalNote(removed)).toBe('Removed from the pasted text: styles, spans, 1 image from another host');
  });

  it('plain HTML loses nothing and says nothing', () => {
    const { html, removed } = cleanPastedHtml('<p>Hello <strong>fans</strong></p><img src="https://cdn.example.com/a.jpg" alt="a">', RULE);
    expect(html).toBe('<p>Hello <strong>fans</strong></p><img src="https://cdn.example.com/a.jpg" alt="a">');
    expect(removalNote(removed)).toBeNull();
  });

  it('neutralises javascript: links', () => {
    const { html, removed } = cleanPastedHtml('<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(2)">y</a>', RULE);
    expect(html).toBe('<a>x</a><a>y</a>');
    expect(removed.scripts).toBe(2);
  });
});
