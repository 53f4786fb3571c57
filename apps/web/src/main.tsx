import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/app.css';
import { registerServiceWorker } from './pwa/register';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// `npm run dev:mock` (Vite's mock mode): the mocked API answers in the browser before the app asks
// anything. In any other mode the condition is false at build time, so neither the mocks nor MSW
// are in the bundle.
if (import.meta.env.MODE === 'mock') {
  const { startMockApi } = await import('./mocks/browser');
  await startMockApi();
}

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
