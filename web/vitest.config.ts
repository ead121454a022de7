import { defineConfig } from 'vitest/config';

// Unit tests of the web app's pure modules; a project of the root vitest config (npm run test:unit).
export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
