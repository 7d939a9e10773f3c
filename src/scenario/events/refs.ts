import { DNS_LABEL, DNS_SUBDOMAIN, name } from '../validateService';
import { quote } from '../validationContext';
import type { EventInput } from './eventDef';

/** The `namespace` and `name` of an object the event refers to, reported when no such object exists by then. */
export function objectRef(
  { c, rec, path, known }: EventInput,
  what: 'Service' | 'EndpointSlice',
): { namespace: string; name: string } {
  const ns = name(c, rec, 'namespace', path);
  const n = name(c, rec, 'name', path, what === 'EndpointSlice' ? DNS_SUBDOMAIN : DNS_LABEL);
  const set = what === 'Service' ? known.services : known.slices;
  if (ns !== undefined && n !== undefined && !set.has(`${ns}/${n}`))
    c.fail(`${path}.name`, 'unknownRef', { what, value: quote(`${ns}/${n}`) });
  return { namespace: ns ?? '', name: n ?? '' };
}
