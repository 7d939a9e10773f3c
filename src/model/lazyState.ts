import type { L3n4Addr } from './l3n4Addr';
import { pmApplyLogs, type PMapLog } from './pmap';
import type { AgentState, ClusterState, Step } from './trace';
import { applyTablesLogs, type TablesLog } from './writer';

/** The net writes of one flush to the agent's persistent maps. */
export interface FlushLog {
  tables: TablesLog;
  currentEndpoints: PMapLog<L3n4Addr[]>;
  sliceOwners: PMapLog<string>;
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
    currentEndpoints: pmApplyLogs(
      from.currentEndpoints,
      logs.map((l) => l.currentEndpoints),
    ),
    sliceOwners: pmApplyLogs(
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
  Object.defineProperty(step, 'state', { value, enumerable: true, configurable: true, writable: true });
}
