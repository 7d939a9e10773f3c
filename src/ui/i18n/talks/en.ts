import type { TalkWords } from '../../../scenario/talk/shippedTalks';

export const talksEn: Record<'incident' | 'minimal', TalkWords> = {
  incident: {
    title: 'nonroutable: how one EndpointSlice blackholed another Service',
    beats: {
      cluster: {
        caption: 'A TKE cluster with Cilium as kube-proxy replacement. Two Services share one backend.',
        note: 'default/kubernetes and default/kubernetes-intranet both point at 169.254.128.7:60002. The agents reach the apiserver through the intranet CLB address, 10.15.1.8:443. Everything has count 1.',
      },
      curlOk: {
        caption:
          'A connect to the CLB address never leaves the node: the socket-LB rewrites it to the backend.',
        note: 'This is kube-proxy replacement at work: connect() to a Service address is rewritten in the kernel. Remember it: the agent itself goes through this path.',
      },
      specChange: {
        caption: 'A cluster spec change replaces the apiserver replicas, one by one.',
        note: 'The trigger the team finally found after many attempts. Every watch through a replica drops and reconnects. The write-up does not say how many replicas there were; the model runs three (inferred).',
      },
      lease: {
        caption: 'kube-apiserver-1 stops: Stop() deletes the lease that all the replicas share.',
        note: 'All replicas run with --advertise-address=169.254.128.7, so there is one lease key. Deleting it makes etcd look as if no apiserver were left.',
      },
      cleared: {
        caption: 'It writes default/kubernetes with endpoints: null. The audit log never shows this write.',
        note: 'A stopping replica may write an empty list; a running one refuses. The team needed its own watch program to see it. Why the audit log misses it is inferred: the replica is shutting down. The restore comes up to 10 s later.',
      },
      release: {
        caption: 'Cilium releases the backend by byte prefix: the intranet instance is deleted too.',
        note: 'backendRelease(169.254.128.7:60002, default/kubernetes) runs GetInstancesOfService, a prefix query. The row is deleted with both instances. Point at the chip marked prefix match.',
      },
      keys: {
        caption:
          'Why: the buggy key is just the name’s bytes, and default/kubernetes is a prefix of default/kubernetes-intranet.',
        note: 'Read the bytes: the 18-byte lookup prefix matches the start of the intranet key. Nothing terminates the name.',
      },
      frozen: {
        caption:
          'Nothing looks broken: the intranet frontends keep a frozen snapshot, and BPF still has count 1.',
        note: 'Only `db/show backends` shows the loss. When the slice is restored, the backend row comes back with default/kubernetes alone.',
      },
      trigger: {
        caption:
          'The service-controller patches an annotation on kubernetes-intranet: a routine Service update…',
        note: 'It does this after every reconnect (sync-begin-time, sync-end-time). Any Service update refreshes the frontends from the backends table.',
      },
      emptied: {
        caption: '…and its three BPF entries are rewritten with count 0 and no backend slots.',
        note: 'LoadBalancer VIP, NodePort and ClusterIP of the intranet Service: all three, while its EndpointSlice still lists 169.254.128.7. Two of them print non-routable, as healthy ClusterIP and NodePort entries do too; the VIP prints [LoadBalancer]. The flag is not the damage, the count is.',
      },
      eperm: {
        caption: 'curl fails in 0 ms: “Operation not permitted”. The packet never leaves the node.',
        note: 'EPERM means a kernel without bpf_set_retval (before 5.18), where the connect4 hook can only fail that way; newer kernels would show EHOSTUNREACH (inferred: the write-up does not give the kernel).',
      },
      bpfList: {
        caption:
          '`cilium bpf lb list`: the intranet Service’s three master entries have count 0 and no backend slots.',
        note: 'These three are what the write-up found on the broken nodes. The other entries with no backend slot are default/kubernetes’s: the third replica’s stop (kube-apiserver-2) cleared its slice once more, and the agent, whose watch ran through that replica and could not reconnect, never heard of the restore.',
      },
      crashloop: {
        caption: 'After a restart the agent is locked out by its own BPF entry: CrashLoopBackOff.',
        note: 'Circular dependency: only the apiserver could repair the entry; the entry blocks the apiserver. Workaround: point the agent at 169.254.128.7:60002.',
      },
      fix: {
        caption:
          'The fix (#43620): every key ends in a space. Top buggy, bottom fixed: the intranet instance is kept.',
        note: 'default/kubernetes␣ is not a prefix of default/kubernetes-intranet␣. In memory only: no migration.',
      },
      fixedEnd: {
        caption:
          'With the fixed key nothing breaks. Affected: v1.18.0–v1.18.6. Fixed: v1.18.7 and v1.19.0-rc.0.',
        note: 'The affected range is read from the code (inferred); v1.17’s opt-in load balancer had the same pattern. Check your clusters: a Service whose name is a byte-prefix of another’s, sharing an endpoint. Questions.',
      },
    },
  },
  minimal: {
    title: 'The minimal reproduction: test and test-extended',
    beats: {
      setup: {
        caption: 'Two Services, test and test-extended, with the same endpoint 1.1.1.1:80.',
        note: 'Any two Services where one name is a byte-prefix of the other and they share an ip:port/protocol.',
      },
      patch: {
        caption: '`kubectl patch endpointslices test -p \'{"endpoints": []}\'`',
        note: 'Only test’s slice changes. test-extended is not touched.',
      },
      release: {
        caption: 'Releasing test’s backend removes test-extended’s instance too: a prefix match.',
        note: 'The row 1.1.1.1:80 is deleted with both instances.',
      },
      stillWorks: {
        caption: 'test-extended still works: its frontend holds a frozen snapshot.',
        note: 'This is why the damage stays invisible until something refreshes the victim.',
      },
      annotate: {
        caption: 'Annotate test-extended: any Service update refreshes its frontend…',
        note: '`kubectl annotate service test-extended test=… --overwrite`',
      },
      emptied: {
        caption: '…and 192.168.92.25:80 is left with count 0 and no backend slot.',
        note: 'No slot rows under its master entry. Its flags read [ClusterIP, non-routable], as they did while it was healthy: every ClusterIP entry carries that flag.',
      },
      eperm: {
        caption: 'curl fails at once: Operation not permitted.',
        note: 'EPERM from the socket-LB, on the node.',
      },
      fix: {
        caption: 'Fixed key: default/test␣ is not a prefix of default/test-extended␣.',
        note: 'One byte, 0x20, ends the name. cilium/cilium#43620.',
      },
    },
  },
};
