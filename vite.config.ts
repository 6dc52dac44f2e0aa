import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The shared contracts build their zod schemas as their modules are evaluated, and a page that
 * fetches several kinds of data imports many of them: in one piece that kept a phone's main
 * thread busy for a few hundred milliseconds. In the browser's build each contract module first
 * hands the main thread back to the browser for a moment, so each builds its schemas in a task
 * of its own (ADR 0030). A message channel rather than a timer: timers in a background tab wait
 * a second. The server, the tests and the development server load the modules as written.
 */
function contractsInTasksOfTheirOwn(): Plugin {
  const contract = /\/src\/shared\/contracts\/[a-z-]+\.ts$/;
  const handBack =
    'await new Promise((resolve) => { const channel = new MessageChannel(); ' +
    'channel.port1.onmessage = () => resolve(undefined); channel.port2.postMessage(null); });\n';
  return {
    name: 'contracts-in-tasks-of-their-own',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || !contract.test(id)) return null;
      return { code: handBack + code, map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), contractsInTasksOfTheirOwn()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // The page's chunk imports its own parts; Vite's helper that adds a preload link for each
    // of them as the page's code starts cost more main-thread time than it saved.
    modulePreload: false,
  },
});
