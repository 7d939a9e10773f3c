import { SOURCES } from '../sources';
import type { TourStop } from './tour';

const src = SOURCES;

/**
 * The investigation, in the order of the write-up: symptom → evidence → a wrong first hypothesis →
 * reproduction → debug logs → the missing audit entry → the apiserver's Stop() → the prefix match → the
 * minimal reproduction → the fix. Each stop's prose lives in the catalogs under its id.
 */
export const INCIDENT_TOUR: readonly TourStop[] = [
  {
    id: 'crashloop',
    preset: 'tke-incident',
    view: 'buggy',
    moment: { kind: 'agentCrashLoop' },
    look: { output: 'cilium-agent log' },
    lines: [{ output: 'cilium-agent log', match: 'Unable to contact k8s api-server' }],
    links: [src.issue],
  },
  {
    id: 'curl',
    preset: 'tke-incident',
    view: 'buggy',
    moment: { kind: 'connect', failed: true },
    look: { output: 'curl' },
    lines: [{ output: 'curl', match: 'Immediate connect fail' }],
    links: [src.sock],
  },
  {
    id: 'bpf',
    preset: 'tke-incident',
    view: 'buggy',
    moment: { kind: 'connect', failed: true },
    look: { output: 'cilium bpf lb list' },
    lines: [
      { output: 'cilium bpf lb list', match: '10.15.1.8:443/TCP (0)' },
      { output: 'cilium bpf lb list', match: '192.168.60.179:443/TCP (0)' },
      { output: 'cilium bpf lb list', match: '0.0.0.0:30965/TCP (0)' },
      { output: 'db/show frontends', match: 'default/kubernetes-intranet' },
    ],
    select: '10.15.1.8:443/TCP',
    links: [src.bpf, src.sock],
  },
  {
    id: 'slice',
    preset: 'tke-incident',
    view: 'buggy',
    moment: { kind: 'connect', failed: true },
    look: { output: 'kubectl get endpointslices' },
    lines: [{ output: 'kubectl get endpointslices', match: 'kubernetes-intranet-qxgk4' }],
    select: 'default/kubernetes-intranet',
    links: [src.reflector],
  },
  {
    id: 'hypothesis',
    preset: 'tke-incident',
    view: 'buggy',
    moment: { kind: 'agentListed' },
    look: 'stage',
    lines: [],
    select: '10.15.1.8:443/TCP',
    links: [src.sock],
  },
  {
    id: 'specChange',
    preset: 'tke-incident',
    view: 'buggy',
    moment: { chapter: 'apiserverRestart' },
    look: 'stage',
    lines: [],
    links: [src.controller],
  },
  {
    id: 'debugLogs',
    preset: 'tke-incident',
    view: 'buggy',
    moment: { chapter: 'prefixRelease' },
    look: { output: 'cilium-agent debug log' },
    lines: [{ output: 'cilium-agent debug log', match: 'orphans=[169.254.128.7:60002/TCP]' }],
    links: [src.reflector, src.writer],
  },
  {
    id: 'audit',
    preset: 'tke-incident',
    view: 'buggy',
    // The second clear (32.3 s): the audit log by then holds the service-controller's patches of 15–17 s, and
    // still not the clears.
    moment: { kind: 'sliceCleared', nth: 2 },
    look: { output: 'audit log' },
    lines: [{ output: 'kubectl get endpointslices', match: '<unset>' }],
    select: 'default/kubernetes',
    links: [src.lease],
  },
  {
    id: 'stop',
    preset: 'tke-incident',
    view: 'buggy',
    moment: { kind: 'replicaStop', nth: 2 },
    look: 'stage',
    lines: [],
    links: [src.controller, src.lease],
  },
  {
    id: 'prefix',
    preset: 'tke-incident',
    view: 'buggy',
    moment: { chapter: 'prefixRelease' },
    look: 'keyInspector',
    lines: [],
    links: [src.backend, src.writer],
  },
  {
    id: 'minimal',
    preset: 'minimal-repro',
    view: 'buggy',
    moment: { chapter: 'bpfEmptied' },
    look: { output: 'cilium bpf lb list' },
    lines: [{ output: 'cilium bpf lb list', match: '192.168.92.25:80/TCP (0)' }],
    select: '192.168.92.25:80/TCP',
    links: [src.writer],
  },
  {
    id: 'fix',
    preset: 'minimal-repro',
    view: 'compare',
    moment: { chapter: 'prefixRelease' },
    look: 'keyInspector',
    lines: [],
    links: [src.fix, src.backport],
  },
];
