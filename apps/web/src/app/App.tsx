import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './router';

const router = createAppRouter();

/** The app is its router: providers that only signed-in screens need are mounted by PortalLayout. */
export function App() {
  return <RouterProvider router={router} />;
}
