import { defineConfig } from 'vite';

// `vite build --config vite.cli.config.ts` makes dist-cli/nonroutable.mjs: the CLI as one prebuilt file for
// Node 20 (no TypeScript compiled at run time), with every library it uses inside it. Playwright stays outside:
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
      output: { entryFileNames: 'nonroutable.mjs', inlineDynamicImports: true },
    },
  },
  ssr: { noExternal: true, target: 'node' },
});
