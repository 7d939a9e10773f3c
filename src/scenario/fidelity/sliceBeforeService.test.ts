import { describe, expect, it } from 'vitest';
import { pmGet } from '../../model/pmap';
import { renderBackends } from '../../model/render/dbShow';
import type { ClusterState, Trace } from '../../model/trace';
import { commandSession } from '../../testing/commandSession';
import { runScenario } from '../run';
import { narrate } from '../story/narrate';
import { narrationSegments } from '../story/segments/buildNarration';
import type { Scenario } from '../types';
import { validateScenario } from '../validate';

/**
 * Kubernetes stores an EndpointSlice whose Service does not exist yet (nothing checks the
 * `kubernetes.io/service-name` label). Cilium's reflector upserts its backends all the same; they stay in the
 * backends table with no frontend until the Service appears, whose frontends then select them.
 */
const echo = {
  namespace: 'test',
  name: 'echo',
  type: 'ClusterIP' as const,
  clusterIP: '10.96.0.10',
  ports: [{ name: 'http', port: 80 }],
};
function sliceFirst(version: 1 | 2 = 2): Scenario {
  return {
    version,
    title: 'slice before its Service',
    services: [],
    endpointSlices: [
      {
        namespace: 'test',
        name: 'echo-1',
        service: 'echo',
        endpoints: ['10.244.1.1', '10.244.1.2'],
        ports: [{ name: 'http', port: 80 }],
      },
    ],
    events: [{ at: 3000, type: 'createService', service: echo }],
    seed: 1,
  } as Scenario;
}

const at = (t: Trace, ms: number): ClusterState => t.steps.filter((s) => s.at <= ms).at(-1)!.state;
const fe = '10.96.0.10:80/TCP';

describe('an EndpointSlice before its Service', () => {
  it('is accepted in format version 2 (version 1 refused it, and still does, by path)', () => {
    expect(validateScenario(JSON.parse(JSON.stringify(sliceFirst())))).toMatchObject({ ok: true });
    const v1 = validateScenario(JSON.parse(JSON.stringify(sliceFirst(1))));
    expect(v1.ok ? [] : v1.errors.map((e) => `${e.path}: ${e.message}`)).toEqual([
      '$.endpointSlices[0].service: unknown Service "test/echo"',
    ]);
  });

  it('its backends wait in the backends table; the Service adopts them when it appears', () => {
    for (const mode of ['buggy', 'fixed'] as const) {
      const t = runScenario(sliceFirst(), mode);
      const before = at(t, 2000);
      expect(renderBackends(before)).toMatch(/^10\.244\.1\.1:80\/TCP\s+test\/echo \(http\)/m);
      expect(pmGet(before.agent.tables.frontends, fe)).toBeUndefined();
      const after = at(t, 10_000);
      expect(pmGet(after.agent.tables.frontends, fe)!.backends).toEqual([
        '10.244.1.1:80/TCP',
        '10.244.1.2:80/TCP',
      ]);
      expect(pmGet(after.bpf.services, fe)!.backends).toHaveLength(2);
    }
  });

  it('every step narrates (the stage and story do not assume a slice’s Service exists)', () => {
    const t = runScenario(sliceFirst(), 'buggy');
    for (const s of t.steps)
      expect(() => narrationSegments(narrate(t, s.index, { agentApiserver: null }))).not.toThrow();
  });

  it('the Command box: kubectl apply of a slice for a Service not yet created, then the Service', async () => {
    const s = commandSession('empty-cluster');
    const slice = [
      'kubectl apply -f - <<EOF',
      'apiVersion: discovery.k8s.io/v1',
      'kind: EndpointSlice',
      'metadata: {name: web-1, labels: {kubernetes.io/service-name: web}}',
      'addressType: IPv4',
      'endpoints: [{addresses: [10.244.1.7]}]',
      'ports: [{name: http, port: 8080}]',
      'EOF',
    ].join('\n');
    expect(await s.out(slice)).toBe('endpointslice.discovery.k8s.io/web-1 created');
    await s.run('sleep 2');
    expect(await s.out('cilium shell -- db/show backends')).toMatch(
      /^10\.244\.1\.7:8080\/TCP\s+default\/web \(http\)/m,
    );
    await s.run(
      `kubectl apply -f - <<EOF\napiVersion: v1\nkind: Service\nmetadata: {name: web}\nspec: {ports: [{name: http, port: 80, targetPort: 8080}]}\nEOF`,
    );
    await s.run('sleep 2');
    expect(await s.out('cilium shell -- db/show frontends')).toMatch(
      /:80\/TCP\s+ClusterIP\s+default\/web\s+http\s+10\.244\.1\.7:8080\/TCP/,
    );
  });
});
