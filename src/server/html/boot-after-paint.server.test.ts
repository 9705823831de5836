import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { DEFERRED_MODULE_ID, bootAfterPaintHtml } from './boot-after-paint.server.ts';

// The shape React Router renders: module preloads in the head, the router's module script in the body.
const ROUTER_MODULE = 'import * as route0 from "/assets/root-a.js";\nwindow.__routes = [route0];\nimport("/assets/entry.client-b.js");';
const page = (nonce: string) =>
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-b.js"/>' +
  `<link rel="modulepreload" href="/assets/root-a.js"/><link rel="stylesheet" href="/assets/app.css"/></head>` +
  `<body><main><h1>Football</h1></main><script nonce="${nonce}">window.__context = {};</script>` +
  `<script nonce="${nonce}" type="module" async="">${ROUTER_MODULE}</script></body></html>`;

describe('hydration after the first paint', () => {
  it('names no script the browser would fetch while parsing; the router module becomes an inert copy with its nonce', () => {
    const html = bootAfterPaintHtml(page('n0nce'), 'n0nce');
    expect(html).not.toMatch(/<link rel="modulepreload"|type="module"/);
    expect(html).toContain(`<script type="text/plain" id="${DEFERRED_MODULE_ID}" nonce="n0nce">${ROUTER_MODULE}</script>`);
    // The boot script carries the nonce too (a kept page's CSP hashes every script with it), and the preloads in order.
    expect(html).toMatch(
      /<script nonce="n0nce">\(function \(moduleId, preloads, waitMs\)[\s\S]*\)\("router-module",\["\/assets\/entry.client-b.js","\/assets\/root-a.js"\],2500\)<\/script>/,
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it('leaves a document without the router module script as it is', () => {
    const html = '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/x.js"/></head><body><p>Error</p></body></html>';
    expect(bootAfterPaintHtml(html, 'n')).toBe(html);
  });

  it('in the browser, starts after a frame: adds the preloads and runs the module with the same text and nonce', async () => {
    const dom = new JSDOM(bootAfterPaintHtml(page('abc'), 'abc'), { runScripts: 'dangerously', pretendToBeVisual: true });
    const { document } = dom.window;
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(0);
    const started = await vi.waitFor(() => {
      const script = document.querySelector<HTMLScriptElement>('script[type="module"]');
      if (!script) throw new Error('the router module has not started');
      return script;
    });
    expect(started?.textContent).toBe(ROUTER_MODULE);
    expect(started?.nonce).toBe('abc');
    expect([...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/entry.client-b.js',
      '/assets/root-a.js',
    ]);
    dom.window.close();
  });
});
