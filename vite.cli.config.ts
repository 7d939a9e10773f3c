import { defineConfig } from 'vite';

// `vite build --config vite.cli.config.ts` makes dist-cli/nonroutable.mjs: the CLI prebuilt for Node 20 (no
// TypeScript compiled at run time), with every library it uses inside dist-cli/. Each command's code is a chunk
// of its own (cli.ts imports it when the command runs), so `scan` compiles only what scanning needs. Playwright stays outside:
// only `talk handout --out *.pdf` loads it, and only where it is installed (a checkout's devDependency).
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'src/cli/main.ts',
    outDir: 'dist-cli',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    rollupOptions: {
      external: ['@playwright/test'],
      // Left to itself the bundler merges modules that several commands share into the entry (once it put the
      // React renderer of `talk` and `export` there), and every command, `scan` too, would compile them.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      output: {
        entryFileNames: 'nonroutable.mjs',
        chunkFileNames: 'chunks/[name]-[hash].mjs',
      },
    },
  },
  ssr: { noExternal: true, target: 'node' },
});
