/** What an agent command inside the cilium-agent container reads. */
export type AgentRead = 'bpfLbList' | 'serviceList' | 'frontends' | 'backends';
export type GetResource = 'svc' | 'endpointslices' | 'events';

/** A parsed command line: the vocabulary of the write-up (kubectl, cilium-dbg inside the agent, curl). */
export type Command =
  | { kind: 'agent'; what: AgentRead }
  | {
      kind: 'get';
      resource: GetResource;
      namespace: string;
      all: boolean;
      output?: 'yaml' | 'wide';
      name?: string;
    }
  | { kind: 'curl'; ip: string; port: number }
  | { kind: 'patchSlice'; namespace: string; name: string; endpoints: string[] | null }
  | { kind: 'annotate'; namespace: string; name: string; key: string; value: string; overwrite: boolean }
  | { kind: 'delete'; resource: 'svc' | 'endpointslices'; namespace: string; name: string }
  | { kind: 'apply'; namespace: string }
  | { kind: 'rolloutRestart' }
  | { kind: 'restartApiserver'; replica?: number }
  | { kind: 'help' };

/**
 * Why a line was refused. `detail` is command text (not translated): the program or sub-command, or the
 * usage line. `unknown`: no such command here; `notModelled`: real, but outside the model; `usage`: the
 * command is known and its arguments are not.
 */
export interface CommandError {
  code: 'empty' | 'quote' | 'unknown' | 'notModelled' | 'usage';
  detail: string;
}

export type ParseResult = { ok: true; command: Command } | { ok: false; error: CommandError };
