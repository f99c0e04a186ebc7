import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  // The version the 'Configurações PWA' dialog shows beside an active service worker.
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      // Our own worker source (src/web/sw/sw.ts): offline reads, the outbox's Background Sync and Web Push.
      strategies: 'injectManifest',
      srcDir: 'src/web/sw',
      filename: 'sw.ts',
      manifest: {
        name: 'Gestão Leiteira',
        short_name: 'Leiteira',
        description: 'Sistema de Gestão para Produção Leiteira',
        lang: 'pt-BR',
        start_url: '/dashboard',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1f6f43',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'] },
    }),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/web/vendor/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  // manifest: bench/bundle.bench.ts reads the chunk graph to measure what the login page downloads.
  build: { outDir: 'dist/web', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 600, manifest: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
