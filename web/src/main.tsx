import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from './api/queryClient.ts';
import { routes } from './router/routes.tsx';
import { rememberReferrerHost } from './shell/referrer.ts';
import './styles/base.css';
import './styles/shell.css';
import './styles/pages.css';
import './styles/modals.css';

rememberReferrerHost();

const router = createBrowserRouter(routes);
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
