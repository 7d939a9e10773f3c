import type { L3n4Addr } from './l3n4Addr';
import { imApplyLogs, type IdMapLog } from './idMap';
import type { AgentState, ClusterState, Step, Trace } from './trace';
import { applyTablesLogs, type TablesLog } from './tablesLog';

/** The net writes of one flush to the agent's persistent maps. */
export interface FlushLog {
  tables: TablesLog;
  currentEndpoints: IdMapLog<L3n4Addr[]>;
  sliceOwners: IdMapLog<string>;
}

/**
 * How to rebuild the state after one flush of a large drain without keeping its own table versions: the
 * agent at the last checkpoint (`base`, whose maps are committed), the flushes since then (this one's log,
 * and the recipe of the one before, back to the checkpoint), and everything else as it was (`state`, whose
 * agent maps are stale). The drain's work queue is `queue.slice(queueFrom)`, kept as the whole queue and an
 * offset so that forty flushes of one drain do not each keep a copy of what is left of it.
 */
export interface StateRecipe {
  base: AgentState;
  prev: StateRecipe | null;
  log: FlushLog;
  state: ClusterState;
  queue: readonly string[];
  queueFrom: number;
}

/** Recently rebuilt states, most recent last: seeking back and forth near a step rebuilds nothing. */
const cache = new Map<StateRecipe, ClusterState>();
const CACHE_MAX = 8;

/**
 * The state a recipe describes, rebuilt by replaying the logs since the nearest checkpoint or cached state
 * (a few flushes' writes). The same recipe gives the same object while it stays in the cache.
 */
export function materialize(recipe: StateRecipe): ClusterState {
  const hit = cache.get(recipe);
  if (hit) {
    cache.delete(recipe);
    cache.set(recipe, hit);
    return hit;
  }
  const logs: FlushLog[] = [];
  let from: AgentState = recipe.base;
  for (let r: StateRecipe | null = recipe; r; r = r.prev) {
    const cached = r === recipe ? undefined : cache.get(r);
    if (cached) {
      from = cached.agent;
      break;
    }
    logs.push(r.log);
  }
  logs.reverse();
  const agent: AgentState = {
    ...recipe.state.agent,
    queue: recipe.queue.slice(recipe.queueFrom),
    tables: applyTablesLogs(
      from.tables,
      logs.map((l) => l.tables),
    ),
    currentEndpoints: imApplyLogs(
      from.currentEndpoints,
      logs.map((l) => l.currentEndpoints),
    ),
    sliceOwners: imApplyLogs(
      from.sliceOwners,
      logs.map((l) => l.sliceOwners),
    ),
  };
  const state: ClusterState = { ...recipe.state, agent };
  cache.set(recipe, state);
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
  return state;
}

/**
 * Gives `step` a `state` that is rebuilt from `recipe` when read (an enumerable accessor, so spreads, JSON and
 * structured clones see the value). Assigning a state replaces it with a plain property.
 */
export function setLazyState(step: Omit<Step, 'state'>, recipe: StateRecipe) {
  recipes.set(step, recipe);
  Object.defineProperty(step, 'state', {
    enumerable: true,
    configurable: true,
    get: () => materialize(recipe),
    set(this: Step, value: ClusterState) {
      setState(this, value);
    },
  });
}

/** Replaces a step's state (lazy or not) with a plain property. */
export function setState(step: Omit<Step, 'state'>, value: ClusterState) {
  recipes.delete(step);
  Object.defineProperty(step, 'state', { value, enumerable: true, configurable: true, writable: true });
}

/** The recipe of each step whose state is lazy. */
const recipes = new WeakMap<object, StateRecipe>();

/** A step as posted to another thread: a lazy step carries its recipe instead of its state. */
export type PackedStep = Omit<Step, 'state'> & { state?: ClusterState; stateRecipe?: StateRecipe };

/** A trace as posted to another thread (`packTrace`); `unpackTrace` makes it a trace again. */
export type PackedTrace = Omit<Trace, 'steps' | 'views'> & { steps: PackedStep[]; views?: PackedStep[][] };

/**
 * The trace to post to another thread: each lazy step is a copy that carries its recipe (plain data, shared
 * parts shared) instead of its state, which a structured clone would otherwise rebuild and copy whole. The
 * trace itself is not changed; other steps are posted as they are.
 */
export function packTrace(trace: Trace): PackedTrace {
  const pack = (steps: readonly Step[]): PackedStep[] =>
    steps.map((step) => {
      const recipe = recipes.get(step);
      if (!recipe) return step;
      const out: Record<string, unknown> = {};
      // Own fields but the state (reading it would rebuild it).
      for (const k of Object.keys(step)) if (k !== 'state') out[k] = step[k as keyof Step];
      out.stateRecipe = recipe;
      return out as PackedStep;
    });
  const views = trace.views?.map(pack);
  return { ...trace, steps: views ? views[0]! : pack(trace.steps), ...(views ? { views } : {}) };
}

/** The trace a `packTrace` result (or its structured clone) stands for: lazy steps get lazy states again. */
export function unpackTrace(packed: PackedTrace): Trace {
  for (const steps of packed.views ?? [packed.steps]) {
    for (const step of steps) {
      const recipe = step.stateRecipe;
      if (!recipe) continue;
      delete step.stateRecipe;
      setLazyState(step, recipe);
    }
  }
  return packed as Trace;
}
