// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitize } from '#src/server/sanitize.server.ts';
import { linkProblem, richTextExtensions } from './rich-text-extensions.ts';

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

/** Two strings of HTML are the same document: parsed and written out again by the same parser. */
function same(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

const open = (content: string) => (editor = new Editor({ extensions: richTextExtensions(), content }));

describe('the HTML the rich-text field writes', () => {
  it('is kept whole by the server sanitizer, for everything the toolbar makes', () => {
    const e = open('<p>Gameday</p>');
    e.chain().selectAll().setHeading({ level: 2 }).run();
    e.chain().focus('end').insertContent('<p>Clear bags only, <strong>no</strong> re-entry</p>').run();
    e.chain().insertContent('<ul><li><p>Lot A</p></li></ul><ol><li><p>First</p></li></ol>').run();
    e.chain().insertContent('<p><em>Tickets</em> <a href="https://tickets.example/x">here</a>, <a href="/tickets">here</a></p>').run();
    e.chain().insertContent('<h3>Parking</h3><h4>Lots</h4><blockquote><p>Quote</p></blockquote>').run();
    e.chain().setImage({ src: '/documents/images/abc-team.webp', alt: 'The team' }).run();
    const html = e.getHTML();
    expect(html).toContain('<h2>Gameday</h2>');
    expect(html).toContain('<strong>no</strong>');
    expect(html).toContain('<a href="https://tickets.example/x">here</a>');
    expect(html).toContain('<img loading="lazy" src="/documents/images/abc-team.webp" alt="The team">');
    expect(same(sanitize(html))).toBe(same(html));
    // And read back, the stored HTML makes the same document.
    expect(open(sanitize(html)).getHTML()).toBe(html);
  });

  it('drops what the sanitizer would: scripts, handlers, unsafe links, unknown tags and attributes', () => {
    const html = open(
      '<p style="color:red" class="MsoNormal" onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p><h1>Big</h1><iframe src="/x"></iframe>',
    ).getHTML();
    expect(html).toBe('<p>Hi x</p><p>Big</p>');
    expect(same(sanitize(html))).toBe(same(html));
  });

  it('takes only http(s), mailto, tel and site links', () => {
    for (const ok of ['https://x.example/a', 'http://x.example', 'mailto:info@x.example', 'tel:+1 555 0100', '/tickets'])
      expect(linkProblem(ok), ok).toBeNull();
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'ftp://x.example', 'vbscript:x', ''])
      expect(linkProblem(bad), bad).not.toBeNull();
  });
});
