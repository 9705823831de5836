// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '#tests/support/console.ts';
import { InjectedStyle } from './injected-style.tsx';

describe('InjectedStyle (spec 5, 8)', () => {
  it('injects CSS as a style resource', () => {
    render(<InjectedStyle href="per-view-hero" precedence="promotion" css=".a{--n:2}" />);
    expect(document.querySelector('style[data-href="per-view-hero"]')?.textContent).toBe('.a{--n:2}');
  });

  it('refuses content with a script tag: "That is not css", nothing injected', () => {
    const errors = expectConsoleErrors();
    render(<InjectedStyle href="per-view-bad" precedence="promotion" css=".a{}</style><script>alert(1)</script>" />);
    expect(document.querySelector('style[data-href="per-view-bad"]')).toBeNull();
    expect(errors).toEqual(['[style] per-view-bad: That is not css']);
  });
});
