import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { loadMapsScript, registerServiceWorker, startMocking } from '@/app/bootstrap';
import { preloadRoute } from '@/app/router';
import '@/styles/global.css';

async function start() {
  preloadRoute(window.location.pathname);
  await startMocking();
  await loadMapsScript();
  registerServiceWorker();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
