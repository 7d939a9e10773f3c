import type { LabsText } from './types';

/** The Labs in English: loaded with the Labs dock, not with the first view. */
export const labsEn: LabsText = {
  title: 'Labs',
  intro:
    'Hands-on levels. Each one opens a cluster and sets a goal, and the model checks it after every command you type.',
  progress: '{done} of {total} solved',
  solvedMark: '✓ solved',
  openMark: 'not solved yet',
  back: '← All labs',
  close: 'Close',
  reset: 'Reset',
  resetHint: 'Start this lab again from its first moment',
  next: 'Next lab',
  why: 'Why it matters',
  goal: 'Goal',
  status: { done: '✓ Goal met: the model agrees.', open: '○ Not yet' },
  notYet: 'Not yet:',
  hint: 'Hint:',
  secondHint: 'Second hint:',
  showHint: 'Show a hint',
  showSolution: 'Show the solution',
  hideSolution: 'Hide the solution',
  solutionNote: 'Paste puts a line in the Command box for you to send; Run sends it at once.',
  paste: 'Paste',
  run: 'Run',
  moreLines: 'and {n} more lines (the here-document)',
  stepLabel: '{action}: {line}',
  view: { buggy: 'Switch to the buggy key', fixed: 'Switch to the fixed key', compare: 'Compare both keys' },
  tick: 'Tick these',
  toCommand: 'Go to the Command box',
  noCommandBox: 'The Command box is not on the page right now: it shows below the timeline.',
  unknownLab: 'No lab is called “{id}”. Pick one from the list.',
  storage: {
    blocked:
      'This browser does not let the page keep data: the labs work, but your progress will not be saved.',
    full: 'The browser’s storage is full: the labs work, but your progress could not be saved.',
    unreadable: 'The progress stored in this browser could not be read, so it starts again from here.',
  },
  predict: {
    legend: 'Which Services lose their backend?',
    check: 'Check my prediction',
    locked: 'The cluster has changed, so the prediction is closed. Reset to predict again.',
    right: '✓ Your prediction matches the model.',
  },
  misses: {
    otherScenario: 'The page shows another scenario than this lab’s. Reset to start the lab again.',
    untouched: 'Nothing has been written to the cluster yet.',
    noSharedBackend:
      'No two Services here have names where one is a prefix of the other and slices that list the same address and port.',
    noCollateral: 'No Service has lost its instance to a prefix-matched release yet (with the buggy key).',
    notRefreshed:
      '`{service}` lost its instance, but nothing has refreshed its frontends: its BPF entry still has its old backends.',
    ownSliceEmpty:
      '`{service}` has count 0 because its own EndpointSlice is empty. That is correct behaviour, not the bug.',
    predictFirst:
      'Tick your prediction and check it first, before any write (Reset if the cluster has changed).',
    predictionWrong: 'The model disagrees with you on {count} of the seven Services.',
    sliceNotEmptied: 'The prediction is right. Now prove it: empty the EndpointSlice of `default/api`.',
    notProven:
      'Not every Service you predicted is at count 0 yet ({count} left): refresh each one with a write to the Service.',
    targetHealthy: '`{service}` still routes: every BPF entry of it has backends.',
    tooManyWrites: 'That took {count} writes and the goal allows {max}. Reset and try with fewer.',
    noRestart: 'The apiserver replicas have not been restarted yet: run `restart apiserver`.',
    viaVip:
      'After the restart the agent still dialled a Service VIP, so the socket-LB decides its connects: the workaround is not applied.',
    disconnected: 'The agent lost its apiserver after the restart.',
    stillBroken: '`{service}` is still blackholed: a BPF entry of it has count 0.',
    victimGone:
      '`{service}` must keep its endpoints. Emptied or deleted, it rightly has no backends, which is neither a blackhole nor a heal.',
    fixedLost:
      'With the fixed key `{service}` lost its instance too, so these writes removed it on purpose: that is not the bug.',
    lookFixed:
      'The buggy run lost the instance of `{service}`. Now switch to the fixed key (or compare) to see it kept.',
  },
  labs: {
    'minimal-case': {
      title: 'Reproduce the minimal case',
      story: [
        'The write-up’s authors did not wait for another apiserver restart: they rebuilt the bug with two Services on a test cluster. Doing the same shows that nothing about the incident’s cluster was special.',
        'You start on an empty cluster: only `default/kubernetes` and one node. The Command box takes `kubectl apply -f -` (a YAML box opens), `kubectl patch`, `kubectl annotate` and `cilium-dbg bpf lb list`.',
      ],
      goal: 'With the buggy key, leave a Service whose EndpointSlice still lists endpoints with a BPF entry of count 0, because another Service’s slice changed.',
      hints: [
        'You need two Services whose names share a prefix (`test` and `test-extended`) and whose slices list the same address and port, so that both have an instance on one backend row.',
        'Emptying the slice of the shorter name releases the longer name’s instance too, but nothing refreshes the longer one’s frontends. Annotate that Service (a write to it), then list the BPF map again.',
      ],
    },
    'predict-prove': {
      title: 'Predict, then prove',
      story: [
        'When a backend is released, Cilium asks the instance map for every key that starts with the released Service’s name. Whether another Service is hit depends on its name, its namespace, and whether it points at the very same address, port and protocol.',
        'Eight Services run here; seven of them point at 10.0.0.10 like `default/api`. Decide before you touch anything.',
      ],
      goal: 'Tick the Services that lose their backend when the EndpointSlice of `default/api` is emptied (buggy key; they go to count 0 at their next refresh). Then prove it: empty the slice, refresh the ones you ticked, and show each at count 0.',
      hints: [
        'The lookup is a byte prefix of `namespace/name`: a victim’s name must start with the bytes `default/api` (no dash needed), and it must share the backend row: the same IP, port and protocol.',
        '`ap` is shorter (releasing a longer name never touches it), `staging/…` starts with other bytes, `api-metrics` points at port 9090 (another backend row), and `web` shares the row but not the prefix.',
      ],
    },
    'fewest-writes': {
      title: 'Fewest writes',
      story: [
        'In the incident nobody did anything wrong: two ordinary writes, one by the apiserver and one by a controller, were enough. How little does it take?',
        'This shop runs five healthy Services, and `orders-api` is the one to break.',
      ],
      goal: 'Blackhole `orders-api` with at most two writes: it keeps its endpoints, yet a BPF entry of it has count 0 with the buggy key.',
      hints: [
        'Which Service’s name is a byte prefix of `default/orders-api` and lists the same backend, 10.2.0.7:8080? `order` is a prefix too, but look at its endpoints.',
        'One write to release and one to refresh: change the slice of `orders` so that it no longer holds 10.2.0.7, then write to the `orders-api` Service (an annotation will do).',
      ],
    },
    'workaround-survives': {
      title: 'The workaround survives',
      story: [
        'In the incident the agent reached its apiserver through `10.15.1.8:443`, the VIP of `default/kubernetes-intranet`: the very Service the bug emptied. The write-up’s workaround points the agent at the apiserver’s own address instead, `169.254.128.7:60002`, which no Service VIP covers.',
        'The workaround does not fix the bug (the intranet Service is still blackholed); it breaks the circular dependency.',
      ],
      goal: 'With the buggy key, apply the workaround (`helm upgrade … --set k8sServiceHost=169.254.128.7 --set k8sServicePort=60002`) and restart the apiserver replicas (`restart apiserver`). Afterwards every connect of the agent to its apiserver must go straight to it and succeed, and it must be connected at the end.',
      hints: [
        'Try `restart apiserver` alone first and read the agent’s log: which address does it dial, and which Service owns that address?',
        'Run the write-up’s `helm upgrade` with `k8sServiceHost=169.254.128.7` and `k8sServicePort=60002` (Reset first if you already restarted), then `restart apiserver`.',
      ],
    },
    'heal-without-fix': {
      title: 'Heal without the fix',
      story: [
        'An upgrade of Cilium waits for a change window; a broken node has to serve now. The minimal reproduction has just left `test-extended` blackholed: its EndpointSlice lists 1.1.1.1, yet its BPF entry has count 0.',
        'The buggy key is still running. Its table lost the instance, and only something that writes an instance back can heal it.',
      ],
      goal: 'With the buggy key, bring `test-extended` back: at the end of the run it still has its endpoints and every BPF entry of it has a backend again.',
      hints: [
        'Annotating the Service again only refreshes its frontends from the table, and the table no longer holds its instance. What writes instances?',
        'Change the EndpointSlice of `test-extended` (add an address, or delete it and apply it again), or restart the agent so that it lists everything afresh.',
      ],
    },
    'fixed-key-keeps': {
      title: 'The fixed key keeps it',
      story: [
        'The fix (cilium/cilium#43620) is one byte: the instance key ends in 0x20 even for priority 0, so the lookup for `default/kubernetes` is `default/kubernetes␣`, which `default/kubernetes-intranet␣` does not start with.',
        'This is the incident’s cluster before its spec change. Both keys are simulated after every write, and the key switch shows either run at the same moment.',
      ],
      goal: 'Make writes that cost a Service its instance with the buggy key, then switch to the fixed key (or compare) and see that the same writes left that instance and its backends in place.',
      hints: [
        'The incident’s trigger is a command here: `restart apiserver` replaces the replicas, and each one that stops clears `default/kubernetes`.',
        'After `restart apiserver`, choose the fixed key (or press k) and read `db/show backends`: `default/kubernetes-intranet` is still an instance of 169.254.128.7:60002.',
      ],
    },
  },
};
