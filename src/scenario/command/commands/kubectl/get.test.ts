import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { renderGetEndpointSlices, renderGetServices } from '../../../../model/render/kubectl';
import { commandSession } from '../../../../testing/commandSession';

const at8s = () => commandSession('tke-incident', 'buggy', 8000);
const state = (s: ReturnType<typeof at8s>) => {
  const v = s.host.view();
  return v.trace.steps[v.step]!.state;
};

describe('kubectl get', () => {
  it('tables: the namespace’s objects (-n, default: default) or every namespace (-A), as the renderers print them', async () => {
    const s = at8s();
    expect(await s.out('kubectl get svc')).toBe(renderGetServices(state(s), { namespace: 'default' }));
    expect(await s.out('kubectl get services -A')).toBe(renderGetServices(state(s)));
    expect(await s.out('kubectl -n kube-system get endpointslices')).toBe(
      renderGetEndpointSlices(state(s), { namespace: 'kube-system' }),
    );
    expect(await s.out('kubectl get svc -o wide')).toContain('SELECTOR');
    expect(await s.one('kubectl -n nowhere get svc')).toMatchObject({
      output: 'No resources found in nowhere namespace.',
      exit: 0,
    });
    // "No resources found" is kubectl's stderr: a grep over it finds nothing.
    expect(await s.one('kubectl -n nowhere get svc | grep found')).toMatchObject({ exit: 1 });
  });

  it('names, TYPE/NAME and several kinds; a missing name is NotFound and the status is 1', async () => {
    const s = at8s();
    expect(await s.out('kubectl get svc kubernetes-intranet -o name')).toBe('service/kubernetes-intranet');
    expect(await s.out('kubectl get svc/kubernetes endpointslice/kubernetes-intranet-qxgk4 -o name')).toBe(
      'service/kubernetes\nendpointslice.discovery.k8s.io/kubernetes-intranet-qxgk4',
    );
    expect(await s.out('kubectl get svc,endpointslices -o name')).toBe(
      'service/kubernetes\nservice/kubernetes-intranet\nendpointslice.discovery.k8s.io/kubernetes\nendpointslice.discovery.k8s.io/kubernetes-intranet-qxgk4',
    );
    expect(await s.one('kubectl get svc nope -o name')).toMatchObject({
      output: 'Error from server (NotFound): services "nope" not found',
      exit: 1,
    });
    expect(await s.one('kubectl get svc kubernetes -A')).toMatchObject({
      output: 'error: a resource cannot be retrieved by name across all namespaces',
    });
  });

  it('-o yaml and -o json print the object; several objects are a List', async () => {
    const s = at8s();
    const one = parseYaml(
      await s.out('kubectl get endpointslices.discovery.k8s.io kubernetes-intranet-qxgk4 -o yaml'),
    );
    expect(one).toMatchObject({
      kind: 'EndpointSlice',
      metadata: { labels: { 'kubernetes.io/service-name': 'kubernetes-intranet' } },
    });
    expect(
      await s.out('kubectl get endpointslices kubernetes-intranet-qxgk4 -o yaml | grep service-name'),
    ).toBe('    kubernetes.io/service-name: kubernetes-intranet');
    const list = JSON.parse(await s.out('kubectl get svc -o json')) as {
      kind: string;
      items: { metadata: { name: string } }[];
    };
    expect(list.kind).toBe('List');
    expect(list.items.map((i) => i.metadata.name)).toEqual(['kubernetes', 'kubernetes-intranet']);
    expect(await s.out('kubectl get svc kubernetes -o json')).toMatch(/^\{\n {4}"apiVersion": "v1"/);
  });

  it('-l selects by label; --show-labels adds the column; set-based selectors are refused by name', async () => {
    const s = at8s();
    expect(
      await s.out('kubectl get endpointslices -l kubernetes.io/service-name=kubernetes-intranet -o name'),
    ).toBe('endpointslice.discovery.k8s.io/kubernetes-intranet-qxgk4');
    expect(await s.out('kubectl get svc -l component=apiserver -o name')).toBe('service/kubernetes');
    expect(await s.out("kubectl get svc -l '!component' -o name")).toBe('service/kubernetes-intranet');
    expect(await s.out('kubectl get svc -l component!=apiserver -o name')).toBe(
      'service/kubernetes-intranet',
    );
    const labels = await s.out('kubectl get svc --show-labels');
    expect(labels.split('\n')[0]).toMatch(/AGE\s+LABELS$/);
    expect(labels).toContain('component=apiserver,provider=kubernetes');
    expect((await s.one("kubectl get svc -l 'a in (b)'")).notes).toEqual([
      { code: 'notModelled', what: "-l 'a in (b)'" },
    ]);
    expect(await s.out('kubectl get svc -l =x')).toMatch(/^error: unable to parse requirement/);
  });

  it('pods: one cilium agent pod per node, with its phase; events: -A adds NAMESPACE', async () => {
    const nodes = commandSession('tke-incident-nodes', 'buggy', 8000);
    const pods = await nodes.out('kubectl -n kube-system get pods -o wide');
    expect(pods.split('\n')).toHaveLength(5);
    expect(pods).toMatch(/cilium-qsj2r\s+1\/1\s+Running\s+0\s+\S+\s+10\.15\.0\.5\s+10\.15\.0\.5/);
    expect(await nodes.out('kubectl get pods')).toBe('No resources found in default namespace.');
    const s = commandSession('tke-incident', 'buggy', 170_000);
    expect(await s.out('kubectl get events -A | grep BackOff')).toMatch(
      /^kube-system\s+\S+\s+Warning\s+BackOff\s+pod\/cilium-wm2wq/m,
    );
    expect(await s.out('kubectl get events')).not.toContain('BackOff');
    // The helm upgrade (95 s) rolled the DaemonSet out: a new pod, aged from then, its restarts its own.
    expect(await s.out('kubectl -n kube-system get pods')).toMatch(
      /^cilium-wm2wq\s+0\/1\s+Init:\S+\s+1\s+75s$/m,
    );
    expect(await s.out('kubectl -n kube-system get pods')).not.toContain('cilium-kddvm');
    const before = commandSession('tke-incident', 'buggy', 90_000);
    expect(await before.out('kubectl -n kube-system get pods')).toMatch(
      /^cilium-kddvm\s+1\/1\s+Running\s+0\s/m,
    );
  });

  it('AGE counts from when an object was created, not from the start of the run', async () => {
    const s = commandSession('empty-cluster', 'buggy', 0);
    await s.run(
      "kubectl apply -f - <<'EOF'\nkind: Service\napiVersion: v1\nmetadata: {name: web}\nspec: {ports: [{port: 80}]}\nEOF",
    );
    expect(await s.out('kubectl get svc web --no-headers')).toMatch(
      /web\s+ClusterIP\s+\S+\s+<none>\s+80\/TCP\s+0s$/,
    );
  });

  it('kinds: unknown ones are kubectl’s error, real but unmodelled ones and other -o formats are refused by name', async () => {
    const s = at8s();
    expect(await s.one('kubectl get frobs')).toMatchObject({
      output: 'error: the server doesn\'t have a resource type "frobs"',
      exit: 1,
    });
    expect((await s.one('kubectl get deployments')).notes).toEqual([
      { code: 'notModelled', what: 'kubectl get deployments' },
    ]);
    expect((await s.one("kubectl get svc -o jsonpath='{.items}'")).notes).toEqual([
      { code: 'notModelled', what: '-o jsonpath' },
    ]);
    expect((await s.one('kubectl get svc -o toml')).notes).toEqual([
      {
        code: 'flagValue',
        command: 'kubectl get',
        flag: '-o',
        value: 'toml',
        allowed: ['yaml', 'json', 'wide', 'name'],
      },
    ]);
  });
});
