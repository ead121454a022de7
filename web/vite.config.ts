import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// xfwd: the api sees who the browser is (X-Forwarded-For), so with `vite --host` a browser on another
// machine still gets a 404 from the dev outbox, which answers only this machine.
const apiServer = { target: 'http://127.0.0.1:3000', xfwd: true };
// /api/live is a websocket (the live broadcast lists).
const apiWithSockets = { ...apiServer, ws: true };

export default defineConfig({
  // .br and .gz beside every compressible file of the build: the api (@koa/send) and nginx (gzip_static,
  // brotli_static where the module exists) send them as they are, with no compression per request.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  server: {
    proxy: {
      '/api': apiWithSockets,
      '/dev': apiServer,
    },
  },
  preview: {
    proxy: {
      '/api': apiWithSockets,
      '/dev': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The password-strength dictionaries form one large chunk, loaded only by the set-new-password modal.
    chunkSizeWarningLimit: 1300,
  },
});
