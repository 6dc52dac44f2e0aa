import './lib/zod-setup';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppShell } from './components/layout/app-shell';
import { PreferencesProvider } from './lib/preferences';
import { createQueryClient } from './lib/query-client';
import { AppRoutes } from './router';
import './styles/app.css';

const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <PreferencesProvider>
        <AppShell>
          <AppRoutes />
        </AppShell>
      </PreferencesProvider>
    </QueryClientProvider>
  </StrictMode>,
);
