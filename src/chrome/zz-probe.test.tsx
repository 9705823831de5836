// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { it } from 'vitest';

let server = true;
function X() { return <p>{server ? 'a' : 'b'}</p>; }
it('mismatch', async () => {
  const html = renderToString(<X />);
  server = false;
  const c = document.createElement('div'); c.innerHTML = html; document.body.append(c);
  await act(async () => hydrateRoot(c, <X />));
});
