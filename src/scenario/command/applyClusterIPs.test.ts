import { describe, expect, it } from 'vitest';
import { getPreset } from '../presets';
import { runScenario } from '../run';
import { createAllocator } from '../allocate';
import { validateScenario } from '../validate';
import { applyYaml, type ApplyResult } from './applyYaml';

const k8s = runScenario(getPreset('empty-cluster')!.scenario, 'buggy').steps.at(-1)!.state.k8s;
const alloc = () => ({ alloc: createAllocator('192.168.0.0/17', ['192.168.0.1'], []) });
const detail = (r: ApplyResult) => (r.ok ? '' : 'detail' in r ? r.detail : `note: ${JSON.stringify(r.note)}`);
/** A Service `web` with these extra spec lines (flow style). */
const web = (spec: string) =>
  `kind: Service\nmetadata: { name: web }\nspec: { ports: [{port: 80}], ${spec} }\n`;
const apply = (spec: string) => applyYaml(web(spec), k8s, 'default', alloc());

describe('kubectl apply of a dual-stack Service', () => {
  it('keeps both ClusterIPs (IPv6 written canonically), as the file format does; ipFamilies and the policy are read', () => {
    const r = apply(
      'clusterIP: 10.0.0.5, clusterIPs: [10.0.0.5, "FD00:10:96:0:0:0:0:A"], ipFamilies: [IPv4, IPv6], ipFamilyPolicy: RequireDualStack',
    );
    expect(r).toEqual({
      ok: true,
      events: [
        {
          at: 0,
          type: 'createService',
          service: {
            namespace: 'default',
            name: 'web',
            type: 'ClusterIP',
            clusterIP: '10.0.0.5',
            clusterIPs: ['10.0.0.5', 'fd00:10:96::a'],
            ports: [{ port: 80 }],
          },
        },
      ],
      lines: ['service/web created'],
    });
    // The event is one the scenario format takes (what the Command box's write is validated as).
    const sc = getPreset('empty-cluster')!.scenario;
    const v = validateScenario({ ...sc, version: 2, events: [...sc.events, ...(r.ok ? r.events : [])] });
    expect(v.ok && v.scenario.events.at(-1)).toMatchObject({
      service: { clusterIPs: ['10.0.0.5', 'fd00:10:96::a'] },
    });
  });

  it('clusterIPs alone names the primary address; one address is a single-stack Service', () => {
    expect(apply('clusterIPs: [10.0.0.7]')).toMatchObject({
      ok: true,
      events: [{ service: { clusterIP: '10.0.0.7' } }],
    });
    const r = apply('clusterIPs: [10.0.0.7], ipFamilies: [IPv4], ipFamilyPolicy: SingleStack');
    expect(r.ok && r.events[0]).not.toHaveProperty('service.clusterIPs');
    expect(apply('clusterIPs: [10.0.0.7, "fd00::7"], ipFamilyPolicy: PreferDualStack')).toMatchObject({
      ok: true,
      events: [{ service: { clusterIP: '10.0.0.7', clusterIPs: ['10.0.0.7', 'fd00::7'] } }],
    });
  });

  it.each([
    [
      'clusterIP: 10.0.0.5, clusterIPs: [10.0.0.6]',
      'spec.clusterIPs: Invalid value: []string{"10.0.0.6"}: first value must match `clusterIP`',
    ],
    [
      'clusterIPs: [10.0.0.5, 10.0.0.6], ipFamilyPolicy: PreferDualStack',
      'spec.clusterIPs: Invalid value: []string{"10.0.0.5", "10.0.0.6"}: may specify no more than one IP for each IP family',
    ],
    [
      'clusterIPs: [10.0.0.5, "fd00::5", "fd00::6"], ipFamilyPolicy: PreferDualStack',
      'spec.clusterIPs: Invalid value: []string{"10.0.0.5", "fd00::5", "fd00::6"}: may only hold up to 2 values',
    ],
    [
      'clusterIPs: [10.0.0.5, "fd00::5"]',
      `spec.ipFamilyPolicy: Invalid value: "SingleStack": must be 'RequireDualStack' or 'PreferDualStack' when multiple cluster IPs are specified`,
    ],
    [
      'ipFamilies: [IPv4, IPv6]',
      `spec.ipFamilyPolicy: Invalid value: "SingleStack": must be 'RequireDualStack' or 'PreferDualStack' when multiple IP families are specified`,
    ],
    [
      'clusterIPs: [10.0.0.5, "fd00::5"], ipFamilies: [IPv4, IPv4], ipFamilyPolicy: PreferDualStack',
      'spec.ipFamilies[1]: Duplicate value: "IPv4"',
    ],
    [
      'clusterIPs: [10.0.0.5], ipFamilies: [IPv5]',
      'spec.ipFamilies[0]: Unsupported value: "IPv5": supported values: "IPv4", "IPv6"',
    ],
    [
      'clusterIPs: [10.0.0.5, "fd00::5"], ipFamilies: [IPv4, IPv4x], ipFamilyPolicy: RequireDualStack',
      'spec.ipFamilies[1]: Unsupported value: "IPv4x": supported values: "IPv4", "IPv6"',
    ],
    [
      'clusterIPs: [10.0.0.5, "fd00::5"], ipFamilies: [IPv6, IPv4], ipFamilyPolicy: RequireDualStack',
      'spec.clusterIPs[0]: Invalid value: "10.0.0.5": expected an IPv6 value as indicated by `ipFamilies[0]`',
    ],
    [
      'clusterIPs: [None, 10.0.0.5]',
      `spec.clusterIPs: Invalid value: []string{"None", "10.0.0.5"}: 'None' must be the first and only value`,
    ],
    [
      'clusterIPs: [10.0.0.5, "fd00::zz"], ipFamilyPolicy: RequireDualStack',
      'spec.clusterIPs[1]: Invalid value: "fd00::zz": must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)',
    ],
    [
      'ipFamilyPolicy: Dual',
      'spec.ipFamilyPolicy: Unsupported value: "Dual": supported values: "PreferDualStack", "RequireDualStack", "SingleStack"',
    ],
    [
      'ipFamilyPolicy: RequireDualStack',
      'spec.ipFamilyPolicy: Invalid value: "RequireDualStack": this cluster is not configured for dual-stack services',
    ],
    [
      'ipFamilies: [IPv4, IPv6], ipFamilyPolicy: PreferDualStack',
      'spec.ipFamilies[1]: Invalid value: "IPv6": not configured on this cluster',
    ],
    ['clusterIPs: "10.0.0.5"', 'spec.clusterIPs: Invalid value: "10.0.0.5": must be a list of strings'],
    [
      'clusterIPs: [192.168.0.1]',
      'spec.clusterIPs: Invalid value: []string{"192.168.0.1"}: failed to allocate IP 192.168.0.1: provided IP is already allocated',
    ],
  ])('%s: refused with the apiserver’s words', (spec, want) => {
    expect(detail(apply(spec))).toBe(`The Service "web" is invalid: ${want}`);
  });

  it('an IPv6-first Service is named as what the model does not do (its clusters are IPv4 first)', () => {
    expect(detail(apply('clusterIPs: ["fd00::5", 10.0.0.5], ipFamilyPolicy: PreferDualStack'))).toBe(
      'note: {"code":"notModelledField","what":"service/web","field":"spec.ipFamilies (IPv6 first)"}',
    );
    expect(detail(apply('ipFamilies: [IPv6]'))).toMatch(/IPv6 first/);
  });

  it('an existing Service: the same dual-stack YAML is unchanged; a new primary is the apiserver’s error', () => {
    const same = `kind: Service\nmetadata: { name: kubernetes }\nspec: { clusterIPs: [192.168.0.1, "fd00::1"], ipFamilyPolicy: PreferDualStack, ports: [{port: 443}] }\n`;
    expect(applyYaml(same, k8s, 'default', alloc())).toEqual({
      ok: true,
      events: [],
      lines: ['service/kubernetes unchanged'],
    });
    expect(detail(applyYaml(same.replace('192.168.0.1', '192.168.0.9'), k8s, 'default', alloc()))).toBe(
      'The Service "kubernetes" is invalid: spec.clusterIPs[0]: Invalid value: []string{"192.168.0.9", "fd00::1"}: may not change once set',
    );
  });
});
