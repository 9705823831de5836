import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FIXTURE_NOW_MS } from '#fixtures/school/random.ts';
import { FIXTURE_TENANT } from '#schemas/constants.ts';
import { RouterLinks } from '#src/chrome/router-links.tsx';
import { RotatorsProvider } from '#src/chrome/rotators.tsx';
import { ApiProvider } from '#src/data/api-provider.tsx';
import '../src/styles/app.css';

// The story is handed to the route through context, so the router is created once per story yet always
// renders the story's current args.
const StoryContent = createContext<ReactNode>(null);

function StorySlot() {
  return (
    <>
      <RouterLinks />
      {useContext(StoryContent)}
    </>
  );
}

/** Widgets use links and router hooks; `parameters.router.path` sets the URL a story starts on. */
function StoryShell({ path, children }: { path: string; children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', Component: StorySlot }], { initialEntries: [path] }));
  // A fresh query client per story: no cached "load more" pages leak from one story into the next.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider tenant={FIXTURE_TENANT}>
        <RotatorsProvider>
          <StoryContent value={children}>
            <RouterProvider router={router} />
          </StoryContent>
        </RotatorsProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}

const withAppProviders: Decorator = (Story, context) => {
  const path = (context.parameters.router as { path?: string } | undefined)?.path ?? '/';
  return (
    <StoryShell key={context.id} path={path}>
      <Story />
    </StoryShell>
  );
};

/**
 * Stories show the demo school at its anchor, FIXTURE_NOW: the browser's clock runs on from that moment, so a
 * pre-game countdown counts down instead of sitting at 00:00:00:00 (docs/decisions/0014-demo-content.md).
 */
function runClockFromFixtureNow() {
  const realNow = Date.now;
  const offset = FIXTURE_NOW_MS - realNow();
  Date.now = () => realNow() + offset;
  return () => {
    Date.now = realNow;
  };
}

const preview: Preview = {
  beforeAll: runClockFromFixtureNow,
  decorators: [withAppProviders],
  parameters: {
    layout: 'padded',
    // Accessibility violations fail the story (test runner / Vitest addon), not just show in the panel.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /date$/i } },
  },
};

export default preview;
