// The default preset's runs as the build simulated them (scripts/presetRuns.ts); null on the dev server.
declare module 'virtual:preset-runs' {
  const encoded: import('../store/presetRuns').EncodedRuns | null;
  export default encoded;
}
