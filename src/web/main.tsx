import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { iniciarOffline } from './offline/sync.ts';
import { watchConnection } from './pwa/connection.ts';
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
iniciarOffline();
watchConnection();
