import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
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
    <RouterProvider router={router} />
  </StrictMode>,
);
