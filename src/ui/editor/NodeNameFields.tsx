import { quote } from '../../scenario/validationContext';
import type { ScenarioSliceV1 } from '../../scenario/types';
import { Field } from './Field';

/**
 * One `nodeName` field per endpoint of a slice (the file's `nodeNames`, by address): the node the endpoint's pod
 * runs on, as `db/show backends` prints it. Empty means the slice does not say; a name is checked as Kubernetes
 * checks node names, its message next to the field.
 */
export function NodeNameFields({
  path,
  slice,
  edit,
}: {
  /** The slice's JSON path (`$.endpointSlices[0]`). */
  path: string;
  slice: ScenarioSliceV1;
  edit: (f: (s: ScenarioSliceV1) => void) => void;
}) {
  return (
    <>
      {(slice.endpoints ?? []).map((ip) => (
        <Field
          key={ip}
          label={`nodeName ${ip}`}
          field="nodeName"
          path={`${path}.nodeNames[${quote(ip)}]`}
          value={slice.nodeNames?.[ip] ?? ''}
          width="min-w-32"
          onChange={(v) => edit((s) => setNodeName(s, ip, v.trim()))}
        />
      ))}
    </>
  );
}

/** Sets (or, when empty, removes) an endpoint's node name; no names left, no `nodeNames`. */
export function setNodeName(s: ScenarioSliceV1, ip: string, node: string) {
  const names = { ...s.nodeNames };
  if (node)
    Object.defineProperty(names, ip, { value: node, enumerable: true, writable: true, configurable: true });
  else delete names[ip];
  if (Object.keys(names).length) s.nodeNames = names;
  else delete s.nodeNames;
}

/** Keeps only the node names of endpoints the slice still lists (an endpoint removed takes its node name along). */
export function keepNodeNames(s: ScenarioSliceV1) {
  if (!s.nodeNames) return;
  const kept = new Set(s.endpoints ?? []);
  for (const ip of Object.keys(s.nodeNames)) if (!kept.has(ip)) setNodeName(s, ip, '');
}
