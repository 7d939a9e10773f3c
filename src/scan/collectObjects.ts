import type { Dump, SourceRef } from './dump';
import { agentImageTag, asRec, toSliceInfo, toSvcInfo } from './k8sObjects';

/** A parsed document or list item with where it came from. */
export interface Located {
  value: unknown;
  src: SourceRef;
}

// Items of a typed list (what the API returns: `ServiceList`) may omit their own kind.
const LIST_ITEM_KIND: Record<string, string> = {
  ServiceList: 'Service',
  EndpointSliceList: 'EndpointSlice',
  ConfigMapList: 'ConfigMap',
  DaemonSetList: 'DaemonSet',
  PodList: 'Pod',
};

/** An item of a List of kind `listKind`, with the kind a typed list implies when the item omits its own. */
export function listItem(listKind: string | undefined, item: unknown): unknown {
  const implied = listKind ? LIST_ITEM_KIND[listKind] : undefined;
  const r = implied ? asRec(item) : undefined;
  return r && r.kind === undefined ? { ...r, kind: implied } : item;
}

/** Expands `List`s into their items (with each item's location), leaving single objects as they are. */
export function expandLists(docs: Located[], itemLine?: (doc: number, item: number) => number | undefined) {
  const out: Located[] = [];
  docs.forEach((d, di) => {
    const o = asRec(d.value);
    const kind = typeof o?.kind === 'string' ? o.kind : undefined;
    if (o && Array.isArray(o.items) && (!kind || kind.endsWith('List'))) {
      o.items.forEach((item, i) => {
        const value = listItem(kind, item);
        const line = itemLine?.(di, i);
        out.push({ value, src: line ? { file: d.src.file, line } : { ...d.src, path: `items[${i}]` } });
      });
    } else out.push(d);
  });
  return out;
}

/**
 * Sorts Kubernetes objects into the dump: Services, EndpointSlices, the `cilium-config` ConfigMap and the
 * agent's image tag. Other kinds are counted and ignored; a Secret's data is never read.
 * @returns how many objects were of a kind the scanner uses.
 */
export function collectObjects(items: Located[], dump: Dump): number {
  let used = 0;
  for (const { value, src } of items) {
    const o = asRec(value);
    const kind = typeof o?.kind === 'string' ? o.kind : '(no kind)';
    if (!o) {
      dump.ignored['(not an object)'] = (dump.ignored['(not an object)'] ?? 0) + 1;
      continue;
    }
    if (kind === 'Service') {
      dump.services.push(toSvcInfo(o, src));
      used++;
    } else if (kind === 'EndpointSlice') {
      const s = toSliceInfo(o, src);
      if (s) dump.slices.push(s);
      else
        dump.ignored['EndpointSlice without a Service'] =
          (dump.ignored['EndpointSlice without a Service'] ?? 0) + 1;
      used++;
    } else if (kind === 'ConfigMap' && asRec(o.metadata)?.name === 'cilium-config') {
      const data = asRec(o.data) ?? {};
      const str = (k: string) => (typeof data[k] === 'string' ? data[k] : undefined);
      dump.config = {
        ...(str('kube-proxy-replacement') !== undefined && {
          kubeProxyReplacement: str('kube-proxy-replacement'),
        }),
        ...(str('enable-experimental-lb') !== undefined && { experimentalLb: str('enable-experimental-lb') }),
        source: src,
      };
      used++;
    } else if ((kind === 'DaemonSet' || kind === 'Pod') && agentImageTag(o)) {
      dump.versions.push({ raw: agentImageTag(o)!, source: src });
      used++;
    } else dump.ignored[kind] = (dump.ignored[kind] ?? 0) + 1;
  }
  return used;
}
