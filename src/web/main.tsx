import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { watchConnection } from './pwa/connection.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento raiz #root não encontrado.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

watchConnection();
