import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Relative base: the built app works from any path and from file-less static hosts.
  base: './',
  build: { target: 'es2022', sourcemap: false },
  // ES-module workers can split: the scan worker loads the YAML and zip parsers only for input that needs them.
  worker: { format: 'es' },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
