import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core)|zustand)[\\/]/;

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
    // dist/.vite/manifest.json: the api reads it to preload the chunk of the route it serves (api/src/seo/routeChunks.ts).
    manifest: true,
    emptyOutDir: true,
    // The password-strength dictionaries form one large chunk, loaded only by the set-new-password modal.
    chunkSizeWarningLimit: 1300,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The framework every route runs (React, the router, react-query, zustand) as one chunk: a first
          // load fetches it in one request instead of a dozen small shared pieces.
          groups: [{ name: 'framework', test: FRAMEWORK_MODULES }],
        },
      },
    },
  },
});
