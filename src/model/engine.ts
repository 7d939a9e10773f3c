import type { KeyVariant } from './backendInstanceKey';
import type { BpfState } from './bpfMap';
import type { NodeSpec, SimInput } from './input';
import type { EndpointSlice, Service } from './kube';
import type { L3n4Addr } from './l3n4Addr';
import { setLazyState, type StateRecipe } from './lazyState';
import { createPrng, hashString } from './prng';
import type {
  Actor,
  AgentRestartCause,
  AgentState,
  ClusterState,
  Emitted,
  ReleaseRecord,
  Step,
  StepFacts,
  TableChange,
} from './trace';

/** Work on one node's agent or BPF maps names the node (index into `SimInput.nodes`). */
type OnNode = { node: number };

/** A scheduled piece of work. Tasks are plain data, dispatched by simulate.ts. */
export type Task =
  | { t: 'scenario'; index: number }
  | { t: 'replicaStop'; replica: number }
  | { t: 'replicaStart'; replica: number }
  | { t: 'leaseReconcile'; replica: number }
  | ({ t: 'deliver'; kind: 'svc' | 'eps'; key: string; obj: Service | EndpointSlice | null } & OnNode)
  | ({ t: 'agentDrain' } & OnNode)
  | ({ t: 'agentTick' } & OnNode)
  | ({ t: 'bpfReconcile' } & OnNode)
  | ({ t: 'watchDrop'; client: 'agent'; replica: number } & OnNode)
  | { t: 'watchDrop'; client: 'sc'; replica: number }
  | ({ t: 'watchReconnect'; client: 'agent'; attempt: number } & OnNode)
  | { t: 'watchReconnect'; client: 'sc'; attempt: number }
  | ({ t: 'agentStart'; cause?: AgentRestartCause } & OnNode)
  | ({ t: 'agentConfigAttempt'; attempt: number; startedAt: number } & OnNode)
  | { t: 'lbReconcile'; services: string[] }
  | { t: 'lbPatch'; service: string; begin: number; rest: string[] };

interface Queued {
  at: number;
  seq: number;
  task: Task;
  /** The `scheduleOnce` id this task holds; the engine frees it when the task runs. */
  once?: string;
}

/** A binary min-heap ordered by (time, insertion sequence): same inputs, same order. */
class TaskQueue {
  private heap: Queued[] = [];
  private seq = 0;

  push(at: number, task: Task, once?: string) {
    const h = this.heap;
    h.push(once === undefined ? { at, seq: this.seq++, task } : { at, seq: this.seq++, task, once });
    let i = h.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!less(h[i]!, h[p]!)) break;
      [h[i], h[p]] = [h[p]!, h[i]!];
      i = p;
    }
  }

  pop(): Queued | undefined {
    const h = this.heap;
    const top = h[0];
    const last = h.pop();
    if (h.length && last) {
      h[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && less(h[l]!, h[m]!)) m = l;
        if (r < h.length && less(h[r]!, h[m]!)) m = r;
        if (m === i) break;
        [h[i], h[m]] = [h[m]!, h[i]!];
        i = m;
      }
    }
    return top;
  }
}

function less(a: Queued, b: Queued): boolean {
  return a.at < b.at || (a.at === b.at && a.seq < b.seq);
}

export interface RecordExtra {
  changes?: TableChange[];
  releases?: ReleaseRecord[];
  /**
   * The step's state is rebuilt from this when read, instead of being `state` (a node's own step only:
   * an intermediate flush of a large drain, whose `state` holds stale agent maps).
   */
  lazy?: StateRecipe;
}

/** What one node holds apart from the cluster: its agent and its BPF maps. */
interface NodeSlot {
  agent: AgentState;
  bpf: BpfState;
}

/**
 * The BPF reconciler's work list on one node, kept beside the state so that a reconcile costs what changed,
 * not the table size. `pending` holds (at least) the address of every frontend a write transaction left
 * Pending since the last reconcile; `sweep` says a deleted frontend's entries may be left in the BPF map
 * (a frontend was deleted, or the tables were not yet synced), so the next synced reconcile must look for
 * entries without a frontend. Both are derived from the steps already run: the state alone stays complete.
 */
export interface BpfWork {
  pending: Set<L3n4Addr>;
  sweep: boolean;
}

/** Steps of these actors happen in the control plane: every node's view records them. */
const CLUSTER_ACTORS: ReadonlySet<Actor> = new Set(['kubectl', 'apiserver', 'service-controller']);
/** Emitted records everyone sees (the apiserver's audit log, Kubernetes events); the rest stay on a node. */
const CLUSTER_EMITS: ReadonlySet<keyof Emitted> = new Set(['audit', 'events']);

/**
 * The running simulation: the state, clock, task queue and the steps recorded so far. With several nodes it
 * runs one node at a time (`onNode`): `state` then holds the control plane and THAT node's agent and BPF
 * maps, and each node keeps its own list of steps — the control plane's steps plus its own — so every node's
 * view is a complete trace that the renderers and the story read unchanged.
 */
/** Keys flushed between two progress reports from inside a long flush (a large cluster's first sync). */
export const WORK_REPORT_EVERY = 256;

export class Sim {
  state: ClusterState;
  readonly random: () => number;
  private readonly queue = new TaskQueue();
  /**
   * Ids of `scheduleOnce` tasks still waiting (one drain, one reconcile at a time). The engine frees an id
   * when its task runs, so handlers keep no bookkeeping of their own.
   */
  private readonly armed = new Set<string>();
  /** The node whose agent and BPF maps `state` holds. */
  current = 0;
  private readonly slots: NodeSlot[];
  readonly views: Step[][];
  private readonly pending: Emitted[];
  private readonly work: BpfWork[];

  constructor(
    readonly input: SimInput,
    readonly variant: KeyVariant,
    initial: ClusterState,
    others: readonly NodeSlot[] = [],
  ) {
    this.state = initial;
    this.random = createPrng(input.seed ^ hashString(input.title));
    this.slots = [{ agent: initial.agent, bpf: initial.bpf }, ...others];
    this.views = this.slots.map(() => []);
    this.pending = this.slots.map(() => ({}));
    this.work = this.slots.map(() => ({ pending: new Set(), sweep: true }));
  }

  /** Buffer keys processed by every flush so far (on every node): the bulk of a large scenario's work. */
  keysFlushed = 0;
  /** Called as work gets done (see `SimulateOptions.onProgress`); never changes the run. */
  onWork: (() => void) | undefined;

  /** Counts one flushed key and, every `WORK_REPORT_EVERY`, tells whoever follows the progress. */
  keyFlushed() {
    if (++this.keysFlushed % WORK_REPORT_EVERY === 0) this.onWork?.();
  }

  /** The current node's BPF reconciler work list. */
  get bpfWork(): BpfWork {
    return this.work[this.current]!;
  }

  get now(): number {
    return this.state.time;
  }

  /** The steps recorded so far in the current node's view. */
  get steps(): readonly Step[] {
    return this.views[this.current]!;
  }

  /** The node the simulation is running now. */
  get node(): NodeSpec {
    return this.input.nodes[this.current]!;
  }

  get nodeCount(): number {
    return this.slots.length;
  }

  /** Node `k`'s agent, whichever node is current. */
  agentOf(k: number): AgentState {
    return k === this.current ? this.state.agent : this.slots[k]!.agent;
  }

  /** Runs `fn` with node `k` current (its agent and BPF maps in `state`). */
  onNode<T>(k: number, fn: () => T): T {
    if (k === this.current) return fn();
    const back = this.current;
    this.switchTo(k);
    try {
      return fn();
    } finally {
      this.switchTo(back);
    }
  }

  private switchTo(k: number) {
    this.slots[this.current] = { agent: this.state.agent, bpf: this.state.bpf };
    const slot = this.slots[k]!;
    this.state = { ...this.state, agent: slot.agent, bpf: slot.bpf };
    this.current = k;
  }

  /** An id for `scheduleOnce` that is the current node's own (node 0 keeps the bare id). */
  nodeKey(id: string): string {
    return this.current === 0 ? id : `${id}@${this.current}`;
  }

  schedule(at: number, task: Task) {
    if (at <= this.input.durationMs) this.queue.push(at, task);
  }

  /**
   * Schedules a task only if one with the same id is not already waiting. The id is freed when the task
   * runs (in `next`): a handler that wants to run again simply schedules itself once more.
   */
  scheduleOnce(id: string, at: number, task: Task) {
    if (this.armed.has(id) || at > this.input.durationMs) return;
    this.armed.add(id);
    this.queue.push(at, task, id);
  }

  /** Whether a `scheduleOnce` task with this id is waiting. */
  isArmed(id: string): boolean {
    return this.armed.has(id);
  }

  /** Takes the next task (advancing the clock) and frees its `scheduleOnce` id: it runs now. */
  next(): Task | undefined {
    const q = this.queue.pop();
    if (!q) return undefined;
    if (q.once !== undefined) this.armed.delete(q.once);
    if (q.at !== this.state.time) this.state = { ...this.state, time: q.at };
    return q.task;
  }

  set<K extends keyof ClusterState>(key: K, value: ClusterState[K]) {
    this.state = { ...this.state, [key]: value };
  }

  /**
   * Emits log lines, audit entries, events or connects. The audit log and Kubernetes events are the
   * cluster's: every node's view receives them (at its next step); agent logs and connects stay on the node.
   */
  emit<K extends keyof Emitted>(kind: K, ...items: NonNullable<Emitted[K]>) {
    const targets = CLUSTER_EMITS.has(kind) ? this.pending : [this.pending[this.current]!];
    for (const p of targets) {
      // `pending` is private until record() hands it to a step, so appending in place is safe (and linear).
      const rec = p as Record<string, unknown[]>;
      (rec[kind] ??= []).push(...items);
    }
  }

  /**
   * Records a step: its typed facts, plus the rows it changed and what it emitted since the last step. A
   * control-plane step goes into every node's view (each with that node's agent and BPF maps), a node's
   * step into its own.
   */
  record(actor: Actor, facts: StepFacts, extra: RecordExtra = {}) {
    const nodes = CLUSTER_ACTORS.has(actor) ? this.slots.map((_, k) => k) : [this.current];
    for (const k of nodes) {
      const view = this.views[k]!;
      const slot = this.slots[k]!;
      const state = k === this.current ? this.state : { ...this.state, agent: slot.agent, bpf: slot.bpf };
      const step = {
        ...facts,
        index: view.length,
        at: this.now,
        actor,
        changes: extra.changes ?? [],
        releases: extra.releases ?? [],
        emitted: this.pending[k]!,
      } as Omit<Step, 'state'>;
      if (extra.lazy) setLazyState(step, extra.lazy);
      else (step as Step).state = state;
      view.push(step as Step);
      this.pending[k] = {};
    }
  }
}
