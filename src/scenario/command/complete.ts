const EXEC = 'kubectl -n kube-system exec ds/cilium -- cilium-dbg ';

/** The command lines the bar knows, `NAME` standing for a Service or EndpointSlice name. */
export const VOCABULARY = [
  `${EXEC}bpf lb list`,
  `${EXEC}service list`,
  `${EXEC}shell -- db/show frontends`,
  `${EXEC}shell -- db/show backends`,
  'cilium-dbg bpf lb list',
  'cilium-dbg service list',
  'cilium-dbg shell -- db/show frontends',
  'cilium-dbg shell -- db/show backends',
  'kubectl get svc -A',
  'kubectl get endpointslices -A',
  'kubectl get events -A',
  'kubectl get endpointslices NAME -o yaml',
  'kubectl get svc NAME -o yaml',
  `kubectl patch endpointslices NAME -p '{"endpoints": []}'`,
  'kubectl annotate svc NAME ',
  'kubectl delete endpointslice NAME',
  'kubectl delete svc NAME',
  'kubectl apply -f -',
  'kubectl -n kube-system rollout restart ds/cilium',
  'restart apiserver',
  'curl -v -k https://',
  'help',
];

/**
 * Tab completion: extends the line to the longest common prefix of the known lines (with NAME filled in by
 * every object name) that start with it. Returns the line unchanged when nothing or nothing longer matches.
 */
export function completeCommand(line: string, names: readonly string[]): string {
  const lines = VOCABULARY.flatMap((v) =>
    v.includes('NAME') ? names.map((n) => v.replace('NAME', n)) : [v],
  );
  const hits = lines.filter((l) => l.startsWith(line));
  if (!hits.length) return line;
  let prefix = hits[0]!;
  for (const h of hits) while (!h.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix.length > line.length ? prefix : line;
}
