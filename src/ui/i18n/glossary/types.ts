/**
 * One glossary entry: its name and the words that refer to it in running text (the first view links them). Its
 * definition is in `GlossaryDefinitions`, loaded with the glossary dialog.
 */
export interface GlossaryEntry {
  id: GlossaryId;
  term: string;
  /** Matches the term in narration text (case-sensitive, outside code spans). */
  match: RegExp;
}

/** A short definition of every term, in one language (definitionsEn.ts, definitionsZh.ts). */
export type GlossaryDefinitions = Record<GlossaryId, string>;

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
  | 'advertiseAddress'
  | 'serviceController'
  | 'watch'
  | 'listWatch'
  | 'reconcile'
  | 'masterEntry'
  | 'nonRoutable'
  | 'orphanBackend'
  | 'eperm'
  | 'crashLoop'
  | 'ebpf'
  | 'tke';
