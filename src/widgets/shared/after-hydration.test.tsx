// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AfterHydration } from './after-hydration.tsx';
import { CopyButton } from './copy-button.tsx';

describe('controls that need React (docs/decisions/0010-controls-before-hydration.md)', () => {
  it('are left out of the server’s HTML', () => {
    expect(
      renderToString(
        <AfterHydration>
          <button type="button">Print</button>
        </AfterHydration>,
      ),
    ).toBe('');
    expect(renderToString(<CopyButton text="https://example.com/a" label="Copy link" />)).toBe('');
  });

  it('are there once React runs the page', () => {
    render(
      <>
        <AfterHydration>
          <button type="button">Print</button>
        </AfterHydration>
        <CopyButton text="https://example.com/a" label="Copy link" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });
});
