import { describe, expect, it } from 'vitest';
import { getPreset } from '../presets';
import { runScenario } from '../run';
import { completeLine } from './complete';
import { writeFile, EMPTY_WORKSPACE } from './workspace';

const trace = runScenario(getPreset('tke-incident-nodes')!.scenario, 'buggy');
const base = {
  state: trace.steps[Math.min(60, trace.steps.length - 1)]!.state,
  trace,
  files: writeFile(writeFile(EMPTY_WORKSPACE, 'test.yaml', '', 0), 'web.yaml', '', 0),
};
const tab = (line: string) => completeLine(line, base);

describe('Tab completion from the declarations', () => {
  it('command words: a single match is completed with a space; several extend to what they share and are listed', () => {
    expect(tab('kub')).toEqual({ line: 'kubectl ', candidates: [] });
    expect(tab('kubectl -n kube-system ex')).toEqual({
      line: 'kubectl -n kube-system exec ',
      candidates: [],
    });
    expect(tab('kubectl d')).toEqual({ line: 'kubectl de', candidates: ['delete', 'describe'] });
    expect(tab('cilium-dbg bpf ')).toEqual({ line: 'cilium-dbg bpf lb ', candidates: [] });
    expect(tab('h')).toEqual({ line: 'he', candidates: ['head', 'helm', 'help'] });
  });

  it('object names of the kind typed, in the namespace typed; agent pods and the DaemonSet; files', () => {
    expect(tab('kubectl get svc kubernetes-').line).toBe('kubectl get svc kubernetes-intranet ');
    expect(tab('kubectl -n kube-system get endpointslices ').line).toBe(
      'kubectl -n kube-system get endpointslices hubble-peer-8vq2d ',
    );
    expect(tab('kubectl get endpointslices ').candidates).toEqual([
      'kubernetes',
      'kubernetes-intranet-qxgk4',
    ]);
    expect(tab('kubectl -n kube-system exec ').candidates).toEqual([
      'cilium-7mzxh',
      'cilium-kddvm',
      'cilium-p2v4d',
      'cilium-qsj2r',
      'ds/cilium',
    ]);
    expect(tab('kubectl apply -f ').candidates).toEqual(['-', 'test.yaml', 'web.yaml']);
    expect(tab('cat t').line).toBe('cat test.yaml ');
    expect(tab('kubectl -n k').line).toBe('kubectl -n kube-system ');
  });

  it('options and their values; after `--` the agent’s own commands', () => {
    expect(tab('kubectl get svc -o ').candidates).toEqual(['json', 'name', 'wide', 'yaml']);
    expect(tab('kubectl get svc --sh').line).toBe('kubectl get svc --show-labels ');
    expect(tab('kubectl -n kube-system exec ds/cilium -- ').line).toBe(
      'kubectl -n kube-system exec ds/cilium -- cilium ',
    );
    expect(tab('kubectl -n kube-system exec ds/cilium -- cilium s').candidates).toEqual(['service', 'shell']);
    expect(tab('cilium shell -- ').line).toBe('cilium shell -- db/show ');
    expect(tab('cilium shell -- db/show f').line).toBe('cilium shell -- db/show frontends ');
  });

  it('after a pipe, the filter’s own words; nothing inside a quote or for an unknown program', () => {
    expect(tab('kubectl get svc | gr').line).toBe('kubectl get svc | grep ');
    expect(tab('kubectl get svc && kubectl g').line).toBe('kubectl get svc && kubectl get ');
    expect(tab('kubectl patch svc a -p \'{"a')).toEqual({
      line: 'kubectl patch svc a -p \'{"a',
      candidates: [],
    });
    expect(tab('frob ')).toEqual({ line: 'frob ', candidates: [] });
  });
});
