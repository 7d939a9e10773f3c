import { eventDef } from '../scenario/events';
import type { Draft } from './draftStorage';

/** The references of one Service being renamed, by position in the draft. */
export interface RenameSession {
  index: number;
  namespace: string;
  slices: number[];
  events: number[];
}

type Loose = { type?: unknown; namespace?: unknown; name?: unknown; service?: unknown };

function findReferences(d: Draft, index: number): RenameSession {
  const svc = d.services[index]!;
  const { namespace, name } = svc;
  const session: RenameSession = { index, namespace, slices: [], events: [] };
  // Another Service with the same name makes every reference ambiguous: leave them to the person.
  if (d.services.some((s, i) => i !== index && s.namespace === namespace && s.name === name)) return session;
  d.endpointSlices.forEach((s, i) => {
    if (s.namespace === namespace && s.service === name) session.slices.push(i);
  });
  d.events.forEach((raw, i) => {
    const e = raw as Loose;
    if (e.namespace !== namespace) return;
    const ref = typeof e.type === 'string' ? eventDef(e.type)?.serviceRef : undefined;
    if (ref && e[ref] === name) session.events.push(i);
  });
  return session;
}

/**
 * Renames `services[index]` in the draft (in place) and every EndpointSlice and event that refers to it.
 * The references are found when a rename of this Service starts and then followed by position: typed
 * letter by letter, a name can pass through another Service's name ("test-extended" → "test" → "test-x"),
 * and looking references up by name at that moment would take the other Service's slices.
 */
export function renameServiceIn(
  d: Draft,
  index: number,
  name: string,
  session: RenameSession | null,
): RenameSession | null {
  const svc = d.services[index];
  if (!svc) return null;
  const s =
    session?.index === index && session.namespace === svc.namespace ? session : findReferences(d, index);
  svc.name = name;
  for (const i of s.slices) {
    const slice = d.endpointSlices[i];
    if (slice) slice.service = name;
  }
  for (const i of s.events) {
    const e = d.events[i] as Loose | undefined;
    const ref = typeof e?.type === 'string' ? eventDef(e.type)?.serviceRef : undefined;
    if (e && ref) e[ref] = name;
  }
  return s;
}
