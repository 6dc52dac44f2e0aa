import '../lib/zod-setup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../lib/query-client';
import { AppShell } from './app-shell';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import '../styles/app.css';

const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <AppShell>
        <AppRoutes />
      </AppShell>
    </AppProviders>
  </StrictMode>,
);
