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
// The outbox and the connection toasts start with a signed-in session (offline/carregar.ts), not on /login.
