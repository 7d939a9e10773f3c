import type { EndpointSlice, Service } from '../../../model/kube';

export type Labels = Readonly<Record<string, string>>;

/**
 * The labels the model's objects carry. The model keeps no labels of its own: these are the ones Kubernetes
 * and Cilium's chart put there, derived from what the model does keep (the slice's Service, who manages it).
 */
export function serviceLabels(s: Service): Labels {
  // kube-apiserver creates default/kubernetes with these two.
  return s.namespace === 'default' && s.name === 'kubernetes'
    ? { component: 'apiserver', provider: 'kubernetes' }
    : {};
}

export function sliceLabels(s: EndpointSlice): Labels {
  return {
    ...(s.manager === 'kube-apiserver'
      ? { 'endpointslice.kubernetes.io/managed-by': 'endpointslicemirroring-controller.k8s.io' }
      : {}),
    'kubernetes.io/service-name': s.service,
  };
}

export const AGENT_POD_LABELS: Labels = {
  'app.kubernetes.io/name': 'cilium-agent',
  'app.kubernetes.io/part-of': 'cilium',
  'k8s-app': 'cilium',
};

/** The LABELS column: `k=v,k=v` sorted, or `<none>`. */
export function labelText(labels: Labels): string {
  const keys = Object.keys(labels).sort();
  return keys.length ? keys.map((k) => `${k}=${labels[k]}`).join(',') : '<none>';
}

type Requirement = { key: string; op: '=' | '!=' | 'exists' | '!exists'; value?: string };

/**
 * A label selector as `-l` takes it: requirements joined by commas, each `k=v`, `k==v`, `k!=v`, `k` or `!k`.
 * Set-based requirements (`k in (a,b)`) are refused by name; a malformed one gets kubectl's error.
 */
export function parseSelector(
  text: string,
):
  | { ok: true; matches: (l: Labels) => boolean }
  | { ok: false; error: string }
  | { ok: 'notModelled'; what: string } {
  const reqs: Requirement[] = [];
  for (const raw of text.split(',')) {
    const part = raw.trim();
    if (/\s(?:not)?in\s*\(/.test(part)) return { ok: 'notModelled', what: `-l '${part}'` };
    const m = /^(!)?([A-Za-z0-9][-A-Za-z0-9_./]*)(?:(==|=|!=)([-A-Za-z0-9_.]*))?$/.exec(part);
    if (!m || (m[1] && m[3]))
      return {
        ok: false,
        error: `error: unable to parse requirement: found '${part}', expected: identifier`,
      };
    const [, not, key, op, value] = m;
    if (!op) reqs.push({ key: key!, op: not ? '!exists' : 'exists' });
    else reqs.push({ key: key!, op: op === '!=' ? '!=' : '=', value: value ?? '' });
  }
  return {
    ok: true,
    matches: (l) =>
      reqs.every((r) => {
        const has = Object.hasOwn(l, r.key);
        if (r.op === 'exists') return has;
        if (r.op === '!exists') return !has;
        if (r.op === '=') return has && l[r.key] === r.value;
        return !has || l[r.key] !== r.value;
      }),
  };
}
