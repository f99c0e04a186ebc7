import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { offline } from './offline/carregar.ts';
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
// What follows the first screen rather than drawing it comes in chunks of its own, right after.
void offline().then((m) => m.iniciarOffline());
void import('./pwa/connection.ts').then((m) => m.watchConnection());
