import type { KeyVariant } from './backendInstanceKey';
import type { SimInput } from './input';
import type { EndpointSlice, Service } from './kube';
import { createPrng, hashString } from './prng';
import type { Actor, ClusterState, Emitted, ReleaseRecord, Step, StepFacts, TableChange } from './trace';

/** A scheduled piece of work. Tasks are plain data, dispatched by simulate.ts. */
export type Task =
  | { t: 'scenario'; index: number }
  | { t: 'replicaStop'; replica: number }
  | { t: 'replicaStart'; replica: number }
  | { t: 'leaseReconcile'; replica: number }
  | { t: 'deliver'; kind: 'svc' | 'eps'; key: string; obj: Service | EndpointSlice | null }
  | { t: 'agentDrain' }
  | { t: 'agentTick' }
  | { t: 'bpfReconcile' }
  | { t: 'watchDrop'; client: 'agent' | 'sc'; replica: number }
  | { t: 'watchReconnect'; client: 'agent' | 'sc'; attempt: number }
  | { t: 'agentStart' }
  | { t: 'agentConfigAttempt'; attempt: number; startedAt: number }
  | { t: 'lbReconcile'; services: string[] }
  | { t: 'lbPatch'; service: string; begin: number; rest: string[] };

interface Queued {
  at: number;
  seq: number;
  task: Task;
}

/** A binary min-heap ordered by (time, insertion sequence): same inputs, same order. */
class TaskQueue {
  private heap: Queued[] = [];
  private seq = 0;

  push(at: number, task: Task) {
    const h = this.heap;
    h.push({ at, seq: this.seq++, task });
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
}

/** The running simulation: current state, clock, task queue and the steps recorded so far. */
export class Sim {
  state: ClusterState;
  readonly steps: Step[] = [];
  readonly random: () => number;
  private readonly queue = new TaskQueue();
  private pending: Emitted = {};
  /** Tasks that must not be scheduled twice (e.g. one drain, one reconcile at a time). */
  readonly armed = new Set<string>();

  constructor(
    readonly input: SimInput,
    readonly variant: KeyVariant,
    initial: ClusterState,
  ) {
    this.state = initial;
    this.random = createPrng(input.seed ^ hashString(input.title));
  }

  get now(): number {
    return this.state.time;
  }

  schedule(at: number, task: Task) {
    if (at <= this.input.durationMs) this.queue.push(at, task);
  }

  /** Schedules a task only if one with the same id is not already waiting. */
  scheduleOnce(id: string, at: number, task: Task) {
    if (this.armed.has(id) || at > this.input.durationMs) return;
    this.armed.add(id);
    this.queue.push(at, task);
  }

  next(): Task | undefined {
    const q = this.queue.pop();
    if (!q) return undefined;
    if (q.at !== this.state.time) this.state = { ...this.state, time: q.at };
    return q.task;
  }

  set<K extends keyof ClusterState>(key: K, value: ClusterState[K]) {
    this.state = { ...this.state, [key]: value };
  }

  emit<K extends keyof Emitted>(kind: K, ...items: NonNullable<Emitted[K]>) {
    // `pending` is private until record() hands it to a step, so appending in place is safe (and linear).
    const pending = this.pending as Record<string, unknown[]>;
    (pending[kind] ??= []).push(...items);
  }

  /** Records a step: its typed facts, plus the rows it changed and what it emitted since the last step. */
  record(actor: Actor, facts: StepFacts, extra: RecordExtra = {}) {
    this.steps.push({
      ...facts,
      index: this.steps.length,
      at: this.now,
      actor,
      changes: extra.changes ?? [],
      releases: extra.releases ?? [],
      emitted: this.pending,
      state: this.state,
    } as Step);
    this.pending = {};
  }
}
