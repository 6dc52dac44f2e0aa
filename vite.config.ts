import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // A page's chunk fetches its own imports. Vite's helper, which adds a preload link for each
    // of them as the page's code starts, cost the main thread more than it saved (ADR 0030).
    modulePreload: false,
  },
});
