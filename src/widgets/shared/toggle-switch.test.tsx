// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ToggleSwitch } from './toggle-switch.tsx';

describe('ToggleSwitch (spec 4)', () => {
  it('flips on and off by click and keyboard, reporting each new value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ToggleSwitch label="Captioned only" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Captioned only' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.keyboard('{Enter}');
    expect(onChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('follows its owner when controlled, and does nothing when disabled', async () => {
    const user = userEvent.setup();
    function Owner() {
      const [on, setOn] = useState(true);
      return (
        <>
          <ToggleSwitch label="Audio" checked={on} onChange={setOn} />
          <ToggleSwitch label="Locked" disabled />
        </>
      );
    }
    render(<Owner />);
    const audio = screen.getByRole('switch', { name: 'Audio' });
    expect(audio.getAttribute('aria-checked')).toBe('true');
    await user.click(audio);
    expect(audio.getAttribute('aria-checked')).toBe('false');
    const locked = screen.getByRole('switch', { name: 'Locked' });
    await user.click(locked);
    expect(locked.getAttribute('aria-checked')).toBe('false');
  });
});
