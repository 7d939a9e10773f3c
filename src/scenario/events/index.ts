import type { SimEvent } from '../../model/input';
import { annotateService } from './annotateService';
import { connect } from './connect';
import { createEndpointSlice } from './createEndpointSlice';
import { createService } from './createService';
import { deleteEndpointSlice } from './deleteEndpointSlice';
import { deleteService } from './deleteService';
import type { DraftView, EventDef, EventOf, SimContext } from './eventDef';
import { patchEndpointSlice } from './patchEndpointSlice';
import { restartAgent } from './restartAgent';
import { restartApiserver } from './restartApiserver';

export type { DraftView, EditorField, EventDef, EventInput, FieldWidth, Known, SimContext } from './eventDef';

/** Every event type of the scenario format, in the order the editor offers them. */
export const EVENT_DEFS = [
  patchEndpointSlice,
  createEndpointSlice,
  deleteEndpointSlice,
  annotateService,
  createService,
  deleteService,
  restartApiserver,
  restartAgent,
  connect,
] as const;

/** One event of a scenario (format v1). */
export type ScenarioEventV1 = EventOf<(typeof EVENT_DEFS)[number]>;
export type EventType = ScenarioEventV1['type'];

export const EVENT_TYPES: readonly EventType[] = EVENT_DEFS.map((d) => d.type);

const BY_TYPE = new Map<string, EventDef<ScenarioEventV1>>(
  EVENT_DEFS.map((d) => [d.type, d as unknown as EventDef<ScenarioEventV1>]),
);

/** The definition of an event type, or undefined for a type the format does not have. */
export function eventDef(type: string): EventDef<ScenarioEventV1> | undefined {
  return BY_TYPE.get(type);
}

/** The simulator's event for a validated one. */
export function eventToSim(e: ScenarioEventV1, ctx: SimContext): SimEvent {
  return eventDef(e.type)!.toSim(e, ctx);
}

/** The Service an event creates, if any. */
export function createdService(e: { type: string }) {
  return eventDef(e.type)?.createdService?.(e as ScenarioEventV1);
}

/**
 * A new event of a type for the editor, filled from the draft so that it is valid at once where possible (the
 * first slice to patch, the first Service to annotate, a fresh name and ClusterIP to create).
 */
export function createEvent(
  type: EventType,
  at: number,
  draft: Omit<DraftView, 'clusterIPs'>,
): ScenarioEventV1 {
  const clusterIPs = new Set([
    ...draft.services.map((s) => s.clusterIP),
    ...draft.events.flatMap((e) => createdService(e)?.clusterIP ?? []),
  ]);
  return eventDef(type)!.create(at, { ...draft, clusterIPs });
}
