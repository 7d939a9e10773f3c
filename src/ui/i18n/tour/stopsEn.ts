import type { TourStops } from './types';

/** The tour stops in English: loaded with the tour panel, not with the first view. */
export const tourStopsEn: TourStops = {
  crashloop: {
    title: 'The symptom: every agent crash-loops',
    body: [
      'A routine `helm upgrade` changes a Cilium setting and recreates the cilium-agent pods, and none of them comes back: every one is in CrashLoopBackOff. The config step of each tries to reach the apiserver for a minute, then gives up.',
      "Read the agent's log: the address it dials is `10.15.1.8:443`, the internal load balancer of `default/kubernetes-intranet`, and the error is not a timeout.",
    ],
    question: 'What does `connect()` return when the agent dials its apiserver?',
    answer: '`operation not permitted` (EPERM), after a minute of retries every 5 s.',
  },
  curl: {
    title: 'The packet never leaves the node',
    body: [
      'The same connect fails from a shell on the node. An unreachable server times out and a closed port refuses; this fails in 0 ms with “Operation not permitted”: the kernel itself refused the call.',
      "With Cilium's kube-proxy replacement, a connect to a Service address is decided on the node by the socket-LB, an eBPF program, before any packet is sent.",
    ],
    question: 'How long does curl wait before it fails?',
    answer: '0 ms (“Immediate connect fail”). Nothing was sent: the refusal came from the node itself.',
  },
  bpf: {
    title: 'The BPF map has no backends for the VIP',
    body: [
      '`cilium bpf lb list` shows the three addresses of `default/kubernetes-intranet` (the LoadBalancer VIP, the NodePort and the ClusterIP) each with a master entry of count 0 and no backend slot.',
      "`db/show frontends` agrees: the agent's own table lists those frontends with no backends, status Done.",
      'Two of the three also print `non-routable`, and the VIP prints `[LoadBalancer]`. That flag is not the damage: every ClusterIP and `0.0.0.0` NodePort entry carries it, healthy ones too (see `192.168.22.35:443/TCP`). The damage is count 0 with no slot rows.',
      "A side note, not the bug: the other empty entries are `default/kubernetes`'s own, empty for an ordinary reason. The third replica's stop (`kube-apiserver-2`) cleared its slice once more, and by then the agent, whose watch ran through that replica, could no longer reconnect to hear of the restore. The victim is `default/kubernetes-intranet`, whose slice never changed.",
    ],
    question: 'How many backend slots does `10.15.1.8:443/TCP` have?',
    answer:
      'None: only its master entry (slot 0) with count 0, so the socket-LB rejects every connect to it.',
  },
  slice: {
    title: 'Yet the EndpointSlice is fine',
    body: [
      "The Service's EndpointSlice `kubernetes-intranet-qxgk4` exists, lists `169.254.128.7` on port 60002, and belongs to the right Service.",
      "The audit log shows no write to it at all. Cilium's view of the Service and the Kubernetes object disagree, and nothing changed the object.",
    ],
    question: 'Does the intranet EndpointSlice list an endpoint right now?',
    answer:
      "Yes, `169.254.128.7`, as it has for days. Cilium's empty backend list did not come from this slice.",
  },
  hypothesis: {
    title: 'A first hypothesis, and a workaround',
    body: [
      "Why could the agent start at all? Before it programs anything there is no BPF entry for the VIP: the connect leaves the node and the cloud load balancer forwards it. Once the VIP is programmed, the agent's own traffic is decided by its own map.",
      'First guess: if the intranet slice were deleted and recreated, the entry would empty and the agent would lock itself out. That reproduces — but the slice was never touched. The workaround holds anyway: point the agent at `169.254.128.7:60002`, an address no Service VIP covers.',
    ],
    question: "How did the agent's first connection reach the apiserver?",
    answer:
      'Through the cloud LB: there was no BPF entry for `10.15.1.8:443` yet, so the packet left the node.',
  },
  specChange: {
    title: "Reproducing it: change the cluster's size",
    body: [
      'After many attempts, one trigger reproduced it: adjusting the TKE cluster specification. That replaces the apiserver replicas one by one, and every list-watch connection through a replica drops and reconnects.',
      'It broke some nodes, not all, each time: a first hint that timing inside the agent matters.',
    ],
    question: 'What happens to the watches a replica serves when it stops?',
    answer:
      'They drop. The agent and the service-controller reconnect, and the service-controller re-reconciles every LoadBalancer Service (in the model that includes `default/kubernetes`, which the final write-up contradicts: the audit-log stop explains).',
  },
  debugLogs: {
    title: 'Debug logs in the reflector',
    body: [
      'With debug lines added to the reflector, the reproduction shows Service events for `default/kubernetes-intranet` but no EndpointSlice events for it, and EndpointSlice events for `default/kubernetes` with empty backends.',
      'One of them processes `default/kubernetes` with no backends and a non-empty list of orphans: `UpsertAndReleaseBackends` is asked to release `169.254.128.7:60002/TCP`, the backend both Services share.',
    ],
    question: 'Which address does the agent release as an orphan of `default/kubernetes`?',
    answer: '`169.254.128.7:60002/TCP`: the same backend the intranet Service uses.',
  },
  audit: {
    title: 'A write the audit log never saw',
    body: [
      "The audit log shows the service-controller patching the intranet Service and the apiserver updating `default/kubernetes`'s slice — but no write that empties it.",
      "A small program that watches the slice proves the write happens: `endpoints: null`, manager kube-apiserver. It comes from a replica that is shutting down. Why it never reaches the audit log is not proven: the write-up's explanation is that the stopping apiserver no longer records it, and the model leaves it out of the audit log for that reason (inferred).",
      "The sources disagree on one point. The final write-up says the `default/kubernetes` Service itself had no operations, while the Chinese draft's debug logs show it as a public LoadBalancer carrying the service-controller's sync annotations. The model follows the logs, so this audit log shows the service-controller patching `default/kubernetes` as well; that changes nothing for the bug, which needs only the intranet patch.",
    ],
    question: 'Is the write that cleared `default/kubernetes` in the audit log?',
    answer: 'No. Only a watcher sees it; most likely the stopping apiserver no longer records it (inferred).',
  },
  stop: {
    title: 'Stop() removes the only lease',
    body: [
      'When a replica stops, `Stop()` calls `RemoveEndpoints` with its advertise address: it deletes its lease in etcd and reconciles `default/kubernetes` from the leases that are left.',
      'Every TKE replica runs with `--advertise-address=169.254.128.7`, so they share one lease key. Stopping any one of them deletes it, and the reconcile writes an empty slice until a running replica restores it, up to 10 s later.',
      'The write-up does not say how many replicas the cluster ran; the model runs three (inferred). Any number above one behaves the same way.',
    ],
    question: 'Why does stopping one replica empty the slice while the others still run?',
    answer:
      'All replicas advertise the same address, so there is only one lease; without it etcd lists no apiserver at all.',
  },
  prefix: {
    title: 'The byte-prefix match',
    body: [
      "`backendRelease` deletes a Service's instances from a backend through `GetInstancesOfService(name)`, a prefix lookup over the instance keys. With the buggy key a priority-0 key is just the name's bytes, so the prefix `default/kubernetes` also matches `default/kubernetes-intranet`.",
      "Both instances go. The intranet frontends keep their frozen snapshot until the service-controller's routine annotation patch refreshes them — and then they read zero backends.",
    ],
    question: 'How many bytes of the intranet key does the lookup prefix match?',
    answer: 'All 18 bytes of `default/kubernetes`, the whole prefix; the next byte (`-`) is never compared.',
  },
  minimal: {
    title: 'The minimal reproduction',
    body: [
      "Two Services, `test` and `test-extended`, with the same endpoint `1.1.1.1:80`. Empty `test`'s slice: `test-extended` still works, because its frontend has not been refreshed.",
      'Annotate `test-extended` — any Service update — and its ClusterIP entry `192.168.92.25:80/TCP` is left with count 0 and no backend slot: nothing to route to.',
      '`cilium bpf lb list` prints it as `[ClusterIP, non-routable]`, as it did while the Service worked: that flag marks every ClusterIP entry, healthy ones too. The missing slot row is the damage.',
    ],
    question: "After emptying only `test`'s slice, what makes `test-extended` break?",
    answer:
      'A refresh of `test-extended` itself, here an annotation: its frontends re-read the backends table, where its instance is gone.',
  },
  fix: {
    title: 'The fix',
    body: [
      'cilium/cilium#43620 makes `BackendInstanceKey.Key()` end every name with a space, also at priority 0. `default/kubernetes␣` is not a prefix of `default/kubernetes-intranet␣`, so a release stays with its own Service. Keys live only in memory: no migration is needed.',
      'Affected: Cilium v1.18.0 to v1.18.6 (inferred from the code). The outage needs kube-proxy replacement, whose socket-LB answers connects to the VIP; without it the wrong release still happens (possibly affected, inferred). Fixed in v1.18.7 (backport #43777) and v1.19.0-rc.0. Here both runs play side by side.',
    ],
    question: 'Which byte does the fixed key add, and why does that stop the match?',
    answer:
      "0x20, a space, after the name: the lookup prefix ends in a space where the longer name's key has a `-`.",
  },
};
