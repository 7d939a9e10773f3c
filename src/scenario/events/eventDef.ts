import type { SimEvent } from '../../model/input';
import type { ScenarioServiceV1, ScenarioSliceV1 } from '../types';
import type { Checker } from '../validationContext';

/** The objects known so far (events may create them), to check what later events refer to. */
export interface Known {
  services: Set<string>;
  slices: Set<string>;
  /** Every node's name, the first node's included (events may name a node). */
  nodes: ReadonlySet<string>;
}

/** What an event's validator gets: its fields (keys already checked against the type's), where it is. */
export interface EventInput {
  c: Checker;
  /** The event's JSON object. */
  rec: Record<string, unknown>;
  /** Its JSON path, e.g. `$.events[3]`. */
  path: string;
  at: number;
  known: Known;
  /** How many apiserver replicas the scenario runs (0 = no apiserver). */
  replicas: number;
}

/** What turning a scenario event into the simulator's needs from the whole scenario. */
export interface SimContext {
  /** A node's index by name (undefined stays undefined: "every node" or "the first"). */
  nodeIndex(name: string | undefined): number | undefined;
}

/** What a new event is filled from in the editor (a draft: its values may be anything a person typed). */
export interface DraftView {
  services: readonly ScenarioServiceV1[];
  endpointSlices: readonly ScenarioSliceV1[];
  events: readonly { type: string }[];
  /** Every ClusterIP the draft's Services and created Services use. */
  clusterIPs: ReadonlySet<string>;
}

/** How wide an editor field starts (it grows with its value). */
export type FieldWidth = 'xs' | 's' | 'm' | 'l' | 'xl';

/**
 * One input of an event's row in the editor, as data: the editor renders every type's row from these.
 * `in` names a nested object the field lives in (`createService`'s `service`).
 */
export type EditorField = {
  key: string;
  width?: FieldWidth;
  in?: string;
  /** The label, when it is not the key. */
  label?: string;
} & (
  | /** Text; `optional`: clearing it removes the key. */ { kind: 'text'; optional?: boolean }
  | /** Addresses separated by commas or spaces; `null` stays null. */ { kind: 'list' }
  | /** A whole number; `optional`: clearing it removes the key. */ { kind: 'int'; optional?: boolean }
  | { kind: 'choice'; options: readonly string[] }
  | /** The `port` of the first entry of `ports`. */ { kind: 'firstPort' }
);

/** Where an event names a Service (for renaming it with the Service): the key holding the name. */
export type ServiceRef = 'name' | 'service';

/**
 * Everything the scenario format knows about one event type, in one place: adding a type is a file like
 * this, a line in `./index.ts`, and its handler in the model (`src/model/scenarioEvents.ts`).
 */
export interface EventDef<E extends { at: number; type: string }> {
  type: E['type'];
  /** The keys this type takes besides `at` and `type`, in the order messages list them. */
  keys: readonly string[];
  /** The event from untrusted JSON, or undefined when it is unusable (problems are reported on `c`). */
  validate(input: EventInput): E | undefined;
  /** The simulator's event (defaults applied). */
  toSim(e: E, ctx: SimContext): SimEvent;
  /** A new event of this type at `at`, filled from the draft so that it is valid at once where it can be. */
  create(at: number, draft: DraftView): E;
  /** The editor's inputs for this type, in order. */
  fields: readonly EditorField[];
  /** The key naming a Service (in the event's `namespace`), when the event refers to one by name. */
  serviceRef?: ServiceRef;
  /** True when the event's `name` names an existing EndpointSlice (in its `namespace`): renames carry it along. */
  sliceRef?: true;
  /** The Service this event creates, if it creates one (its ClusterIP is then taken). */
  createdService?(e: E): ScenarioServiceV1 | undefined;
  /** How its marker is coloured on the editor's event strip. */
  tone: 'client' | 'restart' | 'write';
}

/** Checks a definition's types without widening them (its `type` stays a literal). */
export const defineEvent = <E extends { at: number; type: string }>(def: EventDef<E>): EventDef<E> => def;

/** The event type a definition defines. */
export type EventOf<D> = D extends EventDef<infer E> ? E : never;
