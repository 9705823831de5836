// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_DISMISS_MS, AlertBanner } from './alert-banner.tsx';

const alerts = [
  { id: 3, title: 'Parking lot C closed Saturday', enabled: true, showOnWeb: true, endDate: null },
  { id: 7, title: 'Weather delay: gates open at 6 PM', enabled: true, showOnWeb: true, endDate: null },
];

afterEach(() => {
  window.localStorage.clear();
  vi.useRealTimers();
});

describe('alert banner (spec 4, 5)', () => {
  it('shows the newest alert only (default maximum 1)', () => {
    render(<AlertBanner alerts={alerts} />);
    expect(screen.getByText('Weather delay: gates open at 6 PM')).toBeTruthy();
    expect(screen.queryByText('Parking lot C closed Saturday')).toBeNull();
  });

  it('a dismissed alert stays hidden for 12 hours, then returns', async () => {
    const { unmount } = render(<AlertBanner alerts={alerts.slice(1)} />);
    await userEvent.click(screen.getByRole('button', { name: /Dismiss/ }));
    expect(screen.queryByText('Weather delay: gates open at 6 PM')).toBeNull();
    unmount();
    vi.useFakeTimers({ now: Date.now() + ALERT_DISMISS_MS - 60_000 });
    const again = render(<AlertBanner alerts={alerts.slice(1)} />);
    expect(screen.queryByText('Weather delay: gates open at 6 PM')).toBeNull();
    again.unmount();
    vi.setSystemTime(Date.now() + 120_000);
    render(<AlertBanner alerts={alerts.slice(1)} />);
    expect(screen.getByText('Weather delay: gates open at 6 PM')).toBeTruthy();
  });

  it('renders nothing without alerts', () => {
    const { container } = render(<AlertBanner alerts={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
