import { describe, expect, it } from 'vitest';
import { SOURCES } from './sources';

describe('SOURCES: each label says where its link goes', () => {
  it('code links are pinned to the versions the model follows and labelled with their path', () => {
    const code = Object.values(SOURCES).filter((s) => s.href.includes('/blob/'));
    expect(code).toHaveLength(7);
    for (const s of code) {
      const m =
        /^https:\/\/github\.com\/(cilium\/cilium|kubernetes\/kubernetes)\/blob\/(v[\d.]+)\/(.+)$/.exec(
          s.href,
        );
      expect(m, s.href).not.toBeNull();
      expect(m![2]).toBe(m![1] === 'cilium/cilium' ? 'v1.18.6' : 'v1.34.0');
      expect(s.label).toBe(m![3]);
    }
  });

  it('the issue, the fix and its backport name their number, and the model code their files', () => {
    for (const s of Object.values(SOURCES).filter((x) => !x.href.includes('/blob/'))) {
      const m = /^https:\/\/github\.com\/cilium\/cilium\/(issues|pull)\/(\d+)$/.exec(s.href);
      expect(m, s.href).not.toBeNull();
      expect(s.label.startsWith(`cilium/cilium#${m![2]}`)).toBe(true);
    }
    expect(SOURCES.issue.href).toMatch(/\/issues\/43619$/);
    expect(SOURCES.fix.href).toMatch(/\/pull\/43620$/);
    expect(SOURCES.backport.label).toContain('v1.18.7');
    expect([SOURCES.reflector, SOURCES.writer, SOURCES.backend, SOURCES.bpf].map((s) => s.label)).toEqual([
      'pkg/loadbalancer/reflectors/k8s.go',
      'pkg/loadbalancer/writer/writer.go',
      'pkg/loadbalancer/backend.go',
      'pkg/loadbalancer/reconciler/bpf_reconciler.go',
    ]);
    expect([SOURCES.sock, SOURCES.lease, SOURCES.controller].map((s) => s.label)).toEqual([
      'bpf/bpf_sock.c',
      'pkg/controlplane/reconcilers/lease.go',
      'pkg/controlplane/controller/kubernetesservice/controller.go',
    ]);
  });
});
