import { eventDef } from '../scenario/events';
import type { ValidationError } from '../scenario/problems';
import { Checker, got } from '../scenario/validationContext';

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The structural problems that would stop the editor from showing a draft (a list that is not a list,
 * a row that is not an object). A draft may hold any *values* a person typed — the validator reports
 * those next to their fields — but its shape must be one the forms can walk.
 */
export function draftShapeErrors(d: unknown): ValidationError[] {
  const c = new Checker();
  if (!isRecord(d)) {
    c.fail('$', 'notObject', got(d));
    return c.errors;
  }
  const rows = (v: unknown, path: string, each?: (r: Rec, p: string) => void) => {
    if (!Array.isArray(v)) return c.fail(path, 'notArray', got(v));
    v.forEach((x, i) =>
      isRecord(x) ? each?.(x, `${path}[${i}]`) : c.fail(`${path}[${i}]`, 'notObject', got(x)),
    );
  };
  const list = (v: unknown, path: string) => {
    if (v !== undefined && v !== null && !Array.isArray(v)) c.fail(path, 'notArray', got(v));
  };
  const service = (s: Rec, p: string) => {
    rows(s.ports, `${p}.ports`);
    list(s.loadBalancerIPs, `${p}.loadBalancerIPs`);
  };
  rows(d.services, '$.services', service);
  rows(d.endpointSlices, '$.endpointSlices', (s, p) => {
    list(s.endpoints, `${p}.endpoints`);
    if (s.ports !== undefined && s.ports !== null) rows(s.ports, `${p}.ports`);
  });
  rows(d.events, '$.events', (e, p) => {
    if (typeof e.type !== 'string') c.fail(`${p}.type`, 'notString', got(e.type));
    list(e.endpoints, `${p}.endpoints`);
    if (e.ports !== undefined && e.ports !== null) rows(e.ports, `${p}.ports`);
    // The objects a type's fields live in (createService's `service`) must be objects the forms can walk.
    const def = typeof e.type === 'string' ? eventDef(e.type) : undefined;
    for (const key of new Set(def?.fields.flatMap((f) => (f.in ? [f.in] : [])))) {
      if (isRecord(e[key])) service(e[key], `${p}.${key}`);
      else c.fail(`${p}.${key}`, 'notObject', got(e[key]));
    }
  });
  return c.errors;
}
