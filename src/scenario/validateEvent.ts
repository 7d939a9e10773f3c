import { EVENT_TYPES, eventDef, type Known, type ScenarioEventV1 } from './events';
import { LIMITS } from './validateService';
import { got, type Checker } from './validationContext';

export { EVENT_TYPES, type Known };

/**
 * One event from untrusted JSON: `at` and `type` first, then the fields its type takes (any other key is
 * reported, naming the keys that type allows), each checked by the type's definition.
 */
export function event(
  c: Checker,
  v: unknown,
  path: string,
  known: Known,
  replicas: number,
): ScenarioEventV1 | undefined {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return c.fail(path, 'notObject', got(v));
  const loose = v as Record<string, unknown>;
  const at = c.int(loose.at, `${path}.at`, 0, LIMITS.maxAt);
  const type = c.oneOf(loose.type, `${path}.type`, EVENT_TYPES);
  if (at === undefined || type === undefined) return undefined;
  const def = eventDef(type)!;
  const rec = c.object(v, path, ['at', 'type', ...def.keys])!;
  return def.validate({ c, rec, path, at, known, replicas });
}
