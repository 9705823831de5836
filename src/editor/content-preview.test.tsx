// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertBanner } from '#src/chrome/alert-banner.tsx';
import ContentPreview, { AlertBar } from './content-preview.tsx';

afterEach(cleanup);

const alert = { id: 4, title: 'Lots open at 9', enabled: true, showOnWeb: true, endDate: null };

/** An element's markup without the controls a preview leaves out (the site's dismiss button). */
function withoutControls(element: Element | null): string {
  const copy = element?.cloneNode(true) as Element | undefined;
  copy?.querySelectorAll('.alert-dismiss, .alert-dismiss-early').forEach((control) => control.remove());
  return copy?.outerHTML ?? '';
}

describe('the content preview (decision 0025)', () => {
  it('draws the alert bar as the site does, without its dismiss control', () => {
    const site = render(<AlertBanner alerts={[alert]} />).container.querySelector('.alert-banners');
    const preview = render(<AlertBar alert={alert} />).container.querySelector('.alert-banners');
    expect(site).not.toBeNull();
    expect(withoutControls(preview)).toBe(withoutControls(site));
  });

  it('says when a published alert would not show, and keeps the view out of reach (inert)', () => {
    const { container, getByText } = render(<ContentPreview kind="alerts" body={{ ...alert, enabled: false }} />);
    expect(getByText('Once published, visitors will not see it: it is not enabled.')).toBeTruthy();
    expect(container.querySelector('.content-preview-view')?.hasAttribute('inert')).toBe(true);
  });

  it('shows a promotion’s single campaign, its html as the server kept it', () => {
    const campaign = (id: number, html: string | null) => ({
      id,
      title: `Campaign ${id}`,
      link: null,
      hover_text: null,
      css_class: null,
      icon: null,
      open_in_new_window: false,
      html,
      picture: null,
    });
    const promotion = {
      name: 'home-html',
      sport_id: null,
      location: { type: 'html', effect: 'none' },
      single: campaign(2, '<p>Presented by</p>'),
      campaigns: [campaign(1, '<p>Other</p>'), campaign(2, '<p>Presented by</p>')],
    };
    const { container } = render(<ContentPreview kind="promotions" body={promotion} />);
    expect(container.querySelectorAll('.campaign-html')).toHaveLength(1);
    expect(container.querySelector('.campaign-html')?.innerHTML).toBe('<p>Presented by</p>');
  });
});
