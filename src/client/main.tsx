// First: zod must know it may not use eval before any chunk builds a schema.
import '../contract/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { listenForInstallPrompt } from './lib/pwa/install-prompt';
import { registerServiceWorker } from './lib/pwa/register-sw';
import { showUpdateNotice } from './lib/pwa/update-notice';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

listenForInstallPrompt();
void registerServiceWorker({ onUpdateReady: showUpdateNotice });
