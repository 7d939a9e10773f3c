/** One glossary entry: its name, the words that refer to it in running text, and a short definition. */
export interface GlossaryEntry {
  id: GlossaryId;
  term: string;
  /** Matches the term in narration text (case-sensitive, outside code spans). */
  match: RegExp;
  definition: string;
}

export type GlossaryId =
  | 'endpointSlice'
  | 'serviceAddress'
  | 'frontend'
  | 'backend'
  | 'instance'
  | 'revNat'
  | 'socketLb'
  | 'kubeProxyReplacement'
  | 'clb'
  | 'lbMap'
  | 'statedb'
  | 'reflector'
  | 'apiserver'
  | 'lease'
  | 'serviceController'
  | 'watch'
  | 'reconcile'
  | 'masterEntry'
  | 'eperm'
  | 'crashLoop'
  | 'ebpf'
  | 'tke';
