import { describe, expect, it } from 'vitest';
import { commandSession } from '../../../../testing/commandSession';

const SVC = (name: string, spec = 'ports: [{port: 80}]') =>
  `kubectl apply -f - <<'EOF'\napiVersion: v1\nkind: Service\nmetadata: {name: ${name}}\nspec: {${spec}}\nEOF`;
/** The last `n` events the commands added. */
const lastEvents = (s: ReturnType<typeof commandSession>, n: number) => s.added().slice(-n);

describe('kubectl apply, create, delete', () => {
  it('a Service without a ClusterIP gets one from the service range; with a NodePort type, a NodePort too', async () => {
    const s = commandSession('empty-cluster');
    await s.run(SVC('web') + '\n' + SVC('edge', 'type: NodePort, ports: [{port: 443}]'));
    const [web, edge] = lastEvents(s, 2);
    expect(web).toMatchObject({
      type: 'createService',
      service: {
        name: 'web',
        clusterIP: expect.stringMatching(/^192\.168\.(\d|[1-9]\d|1[01]\d|12[0-7])\.\d+$/) as unknown,
      },
    });
    expect(edge).toMatchObject({
      service: { type: 'NodePort', ports: [{ port: 443, nodePort: expect.any(Number) as number }] },
    });
    const np = edge?.type === 'createService' ? edge.service.ports[0]!.nodePort! : 0;
    expect(np).toBeGreaterThanOrEqual(30000);
    expect(np).toBeLessThanOrEqual(32767);
    expect(await s.out('kubectl get svc edge')).toMatch(new RegExp(`443:${np}/TCP`));
  });

  it('--dry-run writes nothing; applying the same again is unchanged; create of an existing object is AlreadyExists', async () => {
    const s = commandSession('empty-cluster');
    expect(await s.out(`${SVC('web')}`.replace('-f -', '-f - --dry-run=client'))).toBe(
      'service/web created (client dry run)',
    );
    expect(s.host.scenario().events).toEqual([]);
    await s.run(SVC('web'));
    const again = await s.one(SVC('web'));
    expect(again).toMatchObject({ output: 'service/web unchanged', notes: [{ code: 'unchanged' }] });
    expect(await s.out(SVC('web').replace('apply', 'create'))).toBe(
      'Error from server (AlreadyExists): services "web" already exists',
    );
    // A spec change to an existing Service is not replayed: refused, naming the field.
    expect((await s.one(SVC('web', 'type: NodePort, ports: [{port: 80}]'))).notes).toEqual([
      { code: 'notModelledField', what: 'service/web', field: 'spec.type' },
    ]);
    expect((await s.one(SVC('sel', 'selector: {app: x}, ports: [{port: 80}]'))).notes).toEqual([
      { code: 'notModelledField', what: 'service/sel', field: 'spec.selector' },
    ]);
    expect((await s.one(SVC('named', 'ports: [{port: 80, targetPort: http}]'))).notes).toEqual([
      { code: 'notModelledField', what: 'service/named', field: 'spec.ports[0].targetPort (a named port)' },
    ]);
    expect((await s.one('kubectl apply -f https://example.org/x.yaml')).notes).toEqual([
      { code: 'notModelled', what: '-f https://example.org/x.yaml' },
    ]);
    expect(await s.out('kubectl apply')).toBe('error: must specify one of -f and -k');
  });

  it('delete: Services, slices, several names, -f FILE; deleting an agent pod restarts that node’s agent', async () => {
    const s = commandSession('tke-incident', 'buggy', 8000);
    expect(await s.out('kubectl delete endpointslice kubernetes-intranet-qxgk4 nope')).toBe(
      'Error from server (NotFound): endpointslices.discovery.k8s.io "nope" not found\nendpointslice.discovery.k8s.io "kubernetes-intranet-qxgk4" deleted',
    );
    expect(lastEvents(s, 1)).toEqual([
      {
        at: expect.any(Number) as number,
        type: 'deleteEndpointSlice',
        namespace: 'default',
        name: 'kubernetes-intranet-qxgk4',
      },
    ]);
    const nodes = commandSession('tke-incident-nodes', 'buggy', 8000);
    expect(await nodes.out('kubectl -n kube-system delete pod cilium-qsj2r')).toBe(
      'pod "cilium-qsj2r" deleted',
    );
    expect(lastEvents(nodes, 1)).toEqual([
      { at: expect.any(Number) as number, type: 'restartAgent', node: '10.15.0.5' },
    ]);
    const f = commandSession('empty-cluster');
    await f.run(
      `echo 'apiVersion: v1\nkind: Service\nmetadata: {name: web}\nspec: {ports: [{port: 80}]}' > web.yaml\nkubectl apply -f web.yaml`,
    );
    expect(await f.out('kubectl delete -f web.yaml')).toBe('service "web" deleted');
    expect((await f.one('kubectl delete deployment x')).notes).toEqual([
      { code: 'notModelled', what: 'kubectl delete deployment' },
    ]);
  });
});

describe('kubectl patch', () => {
  const patchSvc = (p: string, type = '') =>
    `kubectl -n default patch service kubernetes-intranet ${type}-p '${p}'`;

  it('service: an annotation (merge, strategic or JSON patch) is the annotateService event kubectl annotate makes', async () => {
    for (const [patch, type] of [
      ['{"metadata": {"annotations": {"owner": "me"}}}', ''],
      ['{"metadata": {"annotations": {"owner": "me"}}}', '--type merge '],
      ['[{"op": "add", "path": "/metadata/annotations/owner", "value": "me"}]', '--type=json '],
    ] as const) {
      const s = commandSession('tke-incident', 'buggy', 8000);
      expect(await s.out(patchSvc(patch, type))).toBe('service/kubernetes-intranet patched');
      expect(lastEvents(s, 1)).toEqual([
        {
          at: expect.any(Number) as number,
          type: 'annotateService',
          namespace: 'default',
          name: 'kubernetes-intranet',
          key: 'owner',
          value: 'me',
        },
      ]);
    }
  });

  it('service: what the model cannot honour is refused naming the field; the same value is no change', async () => {
    const s = commandSession('tke-incident', 'buggy', 8000);
    const refused = async (p: string, type = '') => (await s.one(patchSvc(p, type))).notes;
    const field = (f: string) => [
      { code: 'notModelledField', what: 'kubectl patch service/kubernetes-intranet', field: f },
    ];
    expect(await refused('{"spec": {"selector": {"app": "x"}}}')).toEqual(field('spec.selector'));
    expect(await refused('{"spec": {"ports": [{"port": 8443}]}}')).toEqual(field('spec.ports[0]'));
    expect(await refused('{"metadata": {"labels": {"a": "b"}}}')).toEqual(field('metadata.labels.a'));
    expect(
      await refused('{"metadata": {"annotations": {"service.kubernetes.io/loadbalance-id": null}}}'),
    ).toEqual(field('metadata.annotations.service.kubernetes.io/loadbalance-id (removal)'));
    expect(
      await refused('[{"op": "replace", "path": "/spec/type", "value": "NodePort"}]', '--type json '),
    ).toEqual(field('spec.type'));
    const same = await s.one(
      patchSvc('{"metadata": {"annotations": {"service.kubernetes.io/loadbalance-id": "lb-ly81db73"}}}'),
    );
    expect(same).toMatchObject({
      output: 'service/kubernetes-intranet patched (no change)',
      notes: [{ code: 'unchanged' }],
    });
    expect(await s.out(patchSvc('{"metadata": {"annotations": {"n": 5}}}'))).toMatch(
      /cannot unmarshal number into Go struct field ObjectMeta\.metadata\.annotations of type string/,
    );
    expect(
      await s.out(patchSvc('[{"op": "remove", "path": "/metadata/annotations/nope"}]', '--type json ')),
    ).toMatch(/doc is missing path: "\/metadata\/annotations\/nope"/);
    expect(await s.out(patchSvc('{bad'))).toMatch(/^error: unable to parse "\{bad": yaml:/);
  });

  it('endpointslice: endpoints and ports; a condition other than ready, or a bad address, named', async () => {
    const s = commandSession('tke-incident', 'buggy', 8000);
    const slice = (p: string, type = '') =>
      `kubectl patch endpointslices kubernetes-intranet-qxgk4 ${type}-p '${p}'`;
    expect(
      await s.out(slice('{"endpoints": [{"addresses": ["169.254.128.8"], "conditions": {"ready": true}}]}')),
    ).toBe('endpointslice.discovery.k8s.io/kubernetes-intranet-qxgk4 patched');
    expect(lastEvents(s, 1)[0]).toMatchObject({ type: 'patchEndpointSlice', endpoints: ['169.254.128.8'] });
    await s.run(slice('[{"op": "replace", "path": "/endpoints", "value": null}]', '--type json '));
    expect(lastEvents(s, 1)[0]).toMatchObject({ type: 'patchEndpointSlice', endpoints: null });
    expect(
      (await s.one(slice('{"endpoints": [{"addresses": ["1.1.1.1"], "conditions": {"ready": false}}]}')))
        .notes,
    ).toEqual([
      {
        code: 'notModelledField',
        what: 'kubectl patch endpointslice/kubernetes-intranet-qxgk4',
        field: 'endpoints[0].conditions',
      },
    ]);
    expect(await s.out(slice('{"endpoints": [{"addresses": ["x"]}]}'))).toBe(
      'The EndpointSlice "kubernetes-intranet-qxgk4" is invalid: endpoints[0].addresses[0]: Invalid value: "x": must be a valid IPv4 address',
    );
    expect((await s.one(slice('{"addressType": "IPv6"}'))).notes).toEqual([
      {
        code: 'notModelledField',
        what: 'kubectl patch endpointslice/kubernetes-intranet-qxgk4',
        field: 'addressType',
      },
    ]);
    expect(await s.out('kubectl patch endpointslices nope -p \'{"endpoints": []}\'')).toBe(
      'Error from server (NotFound): endpointslices.discovery.k8s.io "nope" not found',
    );
  });

  it('ds cilium: a pod-template change rolls the agents (the image itself is not modelled); other fields are named', async () => {
    const s = commandSession('tke-incident', 'buggy', 8000);
    const line = `kubectl -n kube-system patch ds cilium --patch '{"spec": {"template": {"spec": {"containers": [{"name": "cilium-agent","image": "docker.io/imroc/cilium:dev" }]}}}}'`;
    const e = await s.one(line);
    expect(e.output).toBe('daemonset.apps/cilium patched');
    expect(e.notes.map((n) => n.code)).toEqual(['imageNotModelled', 'settled']);
    expect(lastEvents(s, 1)).toEqual([
      { at: expect.any(Number) as number, type: 'restartAgent', cause: 'rolloutRestart' },
    ]);
    expect(
      (
        await s.one(
          `kubectl -n kube-system patch ds cilium -p '{"spec": {"updateStrategy": {"type": "OnDelete"}}}'`,
        )
      ).notes,
    ).toEqual([
      { code: 'notModelledField', what: 'kubectl patch ds/cilium', field: 'spec.updateStrategy.type' },
    ]);
    expect(await s.out(`kubectl patch ds cilium -p '{"spec": {"template": {}}}'`)).toBe(
      'Error from server (NotFound): daemonsets.apps "cilium" not found',
    );
    expect((await s.one(`kubectl patch deployment web -p '{}'`)).notes).toEqual([
      { code: 'notModelled', what: 'kubectl patch deployment/web' },
    ]);
  });
});

describe('kubectl annotate and rollout restart', () => {
  it('annotate: --overwrite rules as kubectl’s; the same value writes nothing; removal is refused by name', async () => {
    const s = commandSession('tke-incident', 'buggy', 8000);
    expect(await s.out('kubectl annotate svc kubernetes-intranet a=1')).toBe(
      'service/kubernetes-intranet annotated',
    );
    expect(await s.out('kubectl annotate svc kubernetes-intranet a=2')).toBe(
      "error: --overwrite is false but found the following declared annotation(s): 'a' already has a value (1)",
    );
    expect((await s.one('kubectl annotate svc kubernetes-intranet a=1')).notes).toEqual([
      { code: 'unchanged' },
    ]);
    expect((await s.one('kubectl annotate svc kubernetes-intranet a-')).notes).toEqual([
      {
        code: 'notModelledField',
        what: 'kubectl annotate service/kubernetes-intranet',
        field: 'metadata.annotations.a (removal)',
      },
    ]);
  });

  it('rollout restart ds/cilium (or daemonset cilium) in kube-system recreates the agents', async () => {
    const s = commandSession('tke-incident', 'buggy', 8000);
    expect(await s.out('kubectl -n kube-system rollout restart daemonset cilium')).toBe(
      'daemonset.apps/cilium restarted',
    );
    expect(lastEvents(s, 1)).toEqual([
      { at: expect.any(Number) as number, type: 'restartAgent', cause: 'rolloutRestart' },
    ]);
    expect(await s.out('kubectl rollout restart ds/cilium')).toBe(
      'Error from server (NotFound): daemonsets.apps "cilium" not found',
    );
    expect((await s.one('kubectl rollout restart deploy/web')).notes).toEqual([
      { code: 'notModelled', what: 'kubectl rollout restart deploy/web' },
    ]);
  });
});
