import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from '../app/routes';
import { setSession } from '../lib/session';

/** Renders the whole app (real routes, lazy screens, guards) at `path`, optionally signed in. */
export function renderApp(path: string, options: { signedInAs?: string } = {}) {
  if (options.signedInAs) setSession('test-token', options.signedInAs);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return { ...view, router };
}
