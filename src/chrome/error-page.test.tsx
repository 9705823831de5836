// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from './chrome-test-data.tsx';
import { ErrorPage, errorPageNavigation } from './error-page.tsx';
import { NotFound } from './not-found.tsx';

describe('ErrorPage (spec 8)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('asks for details at the support address and hides the technical message by default', () => {
    render(<ErrorPage supportEmail="help@northfield.example" technicalMessage="Boom: stack" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText(/send details of the events leading up to this error/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'help@northfield.example' }).getAttribute('href')).toBe('mailto:help@northfield.example');
    expect(screen.queryByText('Boom: stack')).toBeNull();
    const logo = document.querySelector('.error-page-logo img');
    expect([logo?.getAttribute('width'), logo?.getAttribute('height')]).toEqual(['200', '200']);
  });

  it('shows the technical message only with ?athletics_debug', () => {
    window.history.replaceState(null, '', '/news?athletics_debug');
    render(<ErrorPage supportEmail={null} technicalMessage="Boom: stack" />);
    expect(screen.getByTestId('error-technical').textContent).toBe('Boom: stack');
    expect(screen.getByText(/the site administrator/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('goes home with a full page load from the Home Page button', async () => {
    const home = vi.spyOn(errorPageNavigation, 'home').mockImplementation(() => {});
    render(<ErrorPage supportEmail={null} technicalMessage="x" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Home Page' }));
    expect(home).toHaveBeenCalledOnce();
  });
});

describe('NotFound (spec 8)', () => {
  it('shows the message, a search of the site and links home and to the sports', () => {
    renderInRouter(<NotFound message="Page Not Found: /x" sports={[{ title: 'Football', url: '/sports/football' }]} />, '/x');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Page Not Found: /x')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    // Searching works before hydration: a GET form to /search whose field is the search page's `q`.
    const search = screen.getByRole('search');
    expect(search.getAttribute('action')).toBe('/search');
    expect(search.getAttribute('method')).toBe('get');
    expect(within(search).getByRole('searchbox', { name: 'Search the site' }).getAttribute('name')).toBe('q');
    expect(within(search).getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Football' }).getAttribute('href')).toBe('/sports/football');
  });

  it('names no path on /404 itself', () => {
    renderInRouter(<NotFound message={null} sports={[]} />, '/404');
    expect(screen.queryByText(/Page Not Found:/)).toBeNull();
  });
});
