import { useState } from 'react';

interface ToggleSwitchProps {
  label: string;
  /** Controlled value; leave it out to let the switch keep its own, starting from `defaultChecked`. */
  checked?: boolean;
  defaultChecked?: boolean;
  /** spec 4: reports the new value after each flip. */
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * spec 4 toggle switch: flips on and off and reports the new value. A button with role="switch" and aria-checked
 * (WAI-ARIA switch pattern): Space and Enter flip it, its label is its name, and the state is not shown by colour
 * alone (the thumb moves and the text says On/Off).
 */
export function ToggleSwitch({ label, checked, defaultChecked = false, onChange, disabled = false, className }: ToggleSwitchProps) {
  const [own, setOwn] = useState(defaultChecked);
  const on = checked ?? own;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      disabled={disabled}
      className={['toggle-switch', className].filter(Boolean).join(' ')}
      onClick={() => {
        const next = !on;
        if (checked === undefined) setOwn(next);
        onChange?.(next);
      }}
    >
      <span className="toggle-switch-label">{label}</span>
      <span className="toggle-switch-track" aria-hidden="true">
        <span className="toggle-switch-thumb" />
      </span>
      <span className="toggle-switch-state" aria-hidden="true">
        {on ? 'On' : 'Off'}
      </span>
    </button>
  );
}
