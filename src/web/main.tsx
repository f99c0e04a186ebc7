import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { capturarInstalacao } from './pwa/install.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento raiz #root não encontrado.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

capturarInstalacao();
// The service worker on the first visit, the login included (issue 38), once the page has loaded: the app shell is
// kept for offline use from then on, and the first worker controls this page at once (clientsClaim in sw.ts). Only
// the browser's own call here (the login's JavaScript budget); the signed-in layout adds the update prompt and the
// PWA state through src/web/pwa/register.ts, on the same registration. Built app only.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  addEventListener('load', () => navigator.serviceWorker.register('/sw.js').catch(() => {}));
// The outbox and the connection toasts start with a signed-in session (offline/carregar.ts), not on /login.
