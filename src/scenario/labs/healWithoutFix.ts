import { serviceName } from '../../model/serviceName';
import { bpfCounts, finalState, hasEndpoints } from './facts';
import { readerWrites } from './guard';
import type { Lab, LabVerdict } from './types';

const VICTIM = { namespace: 'default', name: 'test-extended' };

/**
 * Lab 5: the minimal reproduction has left `test-extended` blackholed. Heal it with the buggy key still
 * running: at the end of the buggy run it keeps its endpoints and every BPF entry of it has backends again.
 */
export const healWithoutFix: Lab = {
  id: 'heal-without-fix',
  start: { preset: 'minimal-repro', view: 'buggy', at: 'end' },
  check(ctx): LabVerdict {
    const r = readerWrites(ctx);
    if (r.verdict) return r.verdict;
    const end = finalState(ctx.traces.buggy);
    if (!hasEndpoints(end, VICTIM.namespace, VICTIM.name))
      return { done: false, miss: 'victimGone', params: { service: VICTIM.name } };
    const counts = bpfCounts(end, serviceName(VICTIM.namespace, VICTIM.name));
    if (!counts.length || counts.some((n) => n === 0))
      return { done: false, miss: 'stillBroken', params: { service: VICTIM.name } };
    return { done: true };
  },
  solution: [
    {
      kind: 'command',
      line: `kubectl patch endpointslices test-extended -p '{"endpoints": [{"addresses": ["1.1.1.1", "1.1.1.2"]}]}'`,
    },
    { kind: 'command', line: 'cilium-dbg bpf lb list' },
  ],
};
