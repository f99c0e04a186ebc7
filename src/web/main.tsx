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
// kept for offline use from then on (src/web/pwa/register.ts). Built app only; a browser with no worker loads none.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const registrar = () => void import('./pwa/register.ts').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') registrar();
  else window.addEventListener('load', registrar, { once: true });
}
// The outbox and the connection toasts start with a signed-in session (offline/carregar.ts), not on /login.
