import { eventDef } from '../scenario/events';
import type { Draft } from './draftStorage';

/** What a rename in progress carries along, by position in the draft (see renameServiceIn). */
export interface RenameSession {
  kind: 'service' | 'slice';
  index: number;
  /** EndpointSlices of the renamed Service. */
  slices: number[];
  /** Events naming the renamed Service (by its serviceRef key). */
  serviceEvents: number[];
  /** Events naming the renamed slice, or one of the renamed Service's slices (by `name`). */
  sliceEvents: number[];
}

/** A rename: a new name, a new namespace, or both. */
export interface Rename {
  name?: string;
  namespace?: string;
}

type Loose = { type?: unknown; namespace?: unknown; name?: unknown; service?: unknown };

const defOf = (e: Loose) => (typeof e.type === 'string' ? eventDef(e.type) : undefined);

function sliceEventsOf(d: Draft, namespace: string, names: readonly string[]): number[] {
  const out: number[] = [];
  d.events.forEach((raw, i) => {
    const e = raw as Loose;
    if (e.namespace === namespace && defOf(e)?.sliceRef && names.includes(e.name as string)) out.push(i);
  });
  return out;
}

function serviceReferences(d: Draft, index: number): RenameSession {
  const { namespace, name } = d.services[index]!;
  const session: RenameSession = { kind: 'service', index, slices: [], serviceEvents: [], sliceEvents: [] };
  // Another Service with the same name makes every reference ambiguous: leave them to the person.
  if (d.services.some((s, i) => i !== index && s.namespace === namespace && s.name === name)) return session;
  d.endpointSlices.forEach((s, i) => {
    if (s.namespace === namespace && s.service === name) session.slices.push(i);
  });
  d.events.forEach((raw, i) => {
    const e = raw as Loose;
    const ref = defOf(e)?.serviceRef;
    if (e.namespace === namespace && ref && e[ref] === name) session.serviceEvents.push(i);
  });
  const sliceNames = session.slices.map((i) => d.endpointSlices[i]!.name);
  session.sliceEvents = sliceEventsOf(d, namespace, sliceNames);
  return session;
}

function sliceReferences(d: Draft, index: number): RenameSession {
  const { namespace, name } = d.endpointSlices[index]!;
  const session: RenameSession = { kind: 'slice', index, slices: [], serviceEvents: [], sliceEvents: [] };
  if (d.endpointSlices.some((s, i) => i !== index && s.namespace === namespace && s.name === name))
    return session;
  session.sliceEvents = sliceEventsOf(d, namespace, [name]);
  return session;
}

const current = (session: RenameSession | null, kind: RenameSession['kind'], index: number) =>
  session?.kind === kind && session.index === index ? session : null;

/**
 * Renames `services[index]` in the draft (in place) — its name, its namespace or both — and carries along
 * every EndpointSlice that belongs to it (a new namespace moves them too: a slice lives in its Service's
 * namespace) and every event that names the Service or one of those slices. The references are found when a
 * rename starts and then followed by position: typed letter by letter, a name can pass through another
 * Service's name ("test-extended" → "test" → "test-x"), and looking references up by name at that moment
 * would take the other Service's slices.
 */
export function renameServiceIn(
  d: Draft,
  index: number,
  change: Rename,
  session: RenameSession | null,
): RenameSession | null {
  const svc = d.services[index];
  if (!svc) return null;
  const s = current(session, 'service', index) ?? serviceReferences(d, index);
  if (change.name !== undefined) svc.name = change.name;
  if (change.namespace !== undefined) svc.namespace = change.namespace;
  for (const i of s.slices) {
    const slice = d.endpointSlices[i];
    if (!slice) continue;
    slice.service = svc.name;
    slice.namespace = svc.namespace;
  }
  for (const i of s.serviceEvents) {
    const e = d.events[i] as Loose | undefined;
    const ref = e && defOf(e)?.serviceRef;
    if (!e || !ref) continue;
    e[ref] = svc.name;
    e.namespace = svc.namespace;
  }
  for (const i of s.sliceEvents) {
    const e = d.events[i] as Loose | undefined;
    if (e) e.namespace = svc.namespace;
  }
  return s;
}

/**
 * Renames `endpointSlices[index]` (name, namespace or both) and the events that patch or delete it by name,
 * following them by position as renameServiceIn does.
 */
export function renameSliceIn(
  d: Draft,
  index: number,
  change: Rename,
  session: RenameSession | null,
): RenameSession | null {
  const slice = d.endpointSlices[index];
  if (!slice) return null;
  const s = current(session, 'slice', index) ?? sliceReferences(d, index);
  if (change.name !== undefined) slice.name = change.name;
  if (change.namespace !== undefined) slice.namespace = change.namespace;
  for (const i of s.sliceEvents) {
    const e = d.events[i] as Loose | undefined;
    if (!e) continue;
    e.name = slice.name;
    e.namespace = slice.namespace;
  }
  return s;
}
