import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': apiServer,
      '/dev': apiServer,
    },
  },
  preview: {
    proxy: {
      '/api': apiServer,
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
