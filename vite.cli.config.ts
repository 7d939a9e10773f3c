import { defineConfig } from 'vite';

// `vite build --config vite.cli.config.ts` makes dist-cli/nonroutable.mjs: the CLI prebuilt for Node 20 (no
// TypeScript compiled at run time), with every library it uses inside dist-cli/. Each command's code is a chunk
// of its own (cli.ts imports it when the command runs), so `scan` compiles only what scanning needs. Playwright stays outside:
// only `talk handout --out *.pdf` loads it, and only where it is installed (a checkout's devDependency).
//
// `--mode scan-bundle` then adds dist-cli/scan.cjs: the scan command alone as one CommonJS script, which the CLI
// loads through V8's code cache (src/cli/codeCache.ts; Node 20 caches no ES module's compiled code), so a scan
// does not compile its parser, judge, model and report again on every run.
export default defineConfig(({ mode }) => {
  const scanBundle = mode === 'scan-bundle';
  return {
    publicDir: false,
    build: {
      ssr: scanBundle ? 'src/cli/scanCommand.ts' : 'src/cli/main.ts',
      outDir: 'dist-cli',
      emptyOutDir: !scanBundle,
      target: 'node20',
      minify: false,
      sourcemap: false,
      rollupOptions: {
        external: ['@playwright/test'],
        // Left to itself the bundler merges modules that several commands share into the entry (once it put the
        // React renderer of `talk` and `export` there), and every command, `scan` too, would compile them.
        experimental: { chunkOptimization: { mergeCommonChunks: false } },
        output: scanBundle
          ? // One file: a code cache covers one script (the YAML parser and the link compressor are in it, but
            // their modules start only when a scan needs them).
            { format: 'cjs', entryFileNames: 'scan.cjs', codeSplitting: false }
          : { entryFileNames: 'nonroutable.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
      },
    },
    ssr: { noExternal: true, target: 'node' },
  };
});
