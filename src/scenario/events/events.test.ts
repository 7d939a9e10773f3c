import { describe, expect, it } from 'vitest';
import { getPreset } from '../presets';
import { toSimInput } from '../toSimInput';
import type { ScenarioV1 } from '../types';
import { validateScenario } from '../validate';
import { EVENT_DEFS, EVENT_TYPES, createEvent, eventDef, type EventType } from '.';

const tke = getPreset('tke-incident')!.scenario;
const withEvents = (sc: ScenarioV1, events: unknown[]) => ({ ...sc, events }) as unknown;
const errorsOf = (events: unknown[], sc: ScenarioV1 = tke) => {
  const r = validateScenario(withEvents(sc, events));
  return r.ok ? [] : r.errors;
};

describe('event definitions', () => {
  it('one definition per type, offered in the order of the registry', () => {
    expect(EVENT_TYPES).toEqual(EVENT_DEFS.map((d) => d.type));
    expect(new Set(EVENT_TYPES).size).toBe(EVENT_TYPES.length);
    for (const t of EVENT_TYPES) expect(eventDef(t)?.type).toBe(t);
    expect(eventDef('restart')).toBeUndefined();
  });

  it.each(EVENT_TYPES)('a new %s from the editor is valid in the incident at once', (type: EventType) => {
    const at = Math.max(...tke.events.map((e) => e.at)) + 1000;
    const e = createEvent(type, at, tke);
    expect(e).toMatchObject({ at, type });
    expect(errorsOf([...tke.events, e])).toEqual([]);
  });

  it.each(EVENT_DEFS.map((d) => [d.type, d] as const))(
    '%s: every editor field edits a key the type takes (or one inside an object it takes)',
    (_, def) => {
      for (const f of def.fields) {
        const key = f.in ?? (f.kind === 'firstPort' ? 'ports' : f.key);
        expect(def.keys).toContain(key);
      }
    },
  );

  it('a new Service gets a ClusterIP no Service of the draft, created ones included, has', () => {
    const first = createEvent('createService', 1000, tke);
    const second = createEvent('createService', 2000, { ...tke, events: [...tke.events, first] });
    expect(first.type === 'createService' && first.service.clusterIP).toBe('10.96.2.1');
    expect(second.type === 'createService' && second.service.clusterIP).toBe('10.96.2.2');
  });
});

describe('event validation by type', () => {
  it('refuses a key another type takes, naming the keys this type allows', () => {
    const errors = errorsOf([{ at: 1000, type: 'connect', to: '10.96.0.1:443', replica: 0 }]);
    expect(errors).toEqual([
      expect.objectContaining({
        path: '$.events[0].replica',
        code: 'unknownField',
        params: { allowed: 'at, type, to, client, node' },
      }),
    ]);
  });

  it('reports an unknown key of a created slice once', () => {
    const slice = { namespace: 'default', name: 'extra', service: 'kubernetes', endpoints: ['10.0.0.9'] };
    const errors = errorsOf([{ at: 1000, type: 'createEndpointSlice', ...slice, colour: 'red' }]);
    expect(errors.map((e) => e.path)).toEqual(['$.events[0].colour']);
  });

  it('checks at and type before the fields, and an unknown type names the types there are', () => {
    const errors = errorsOf([{ at: 1000, type: 'rebootNode', node: 'x' }]);
    expect(errors).toEqual([
      expect.objectContaining({
        path: '$.events[0].type',
        code: 'notOneOf',
        params: expect.objectContaining({ options: EVENT_TYPES.join(', ') }),
      }),
    ]);
  });
});

describe('events in the simulator', () => {
  it('fills defaults: a connect is TCP from curl on the first node; a restart names its node by index', () => {
    const sc = getPreset('tke-incident-nodes')!.scenario;
    const node = sc.nodes![0]!.name;
    const events = [
      { at: 1000, type: 'connect', to: '10.96.0.1:443' },
      { at: 2000, type: 'restartAgent', node, cause: 'helmUpgrade' },
    ];
    const r = validateScenario(withEvents(sc, events));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const sim = toSimInput(r.scenario).events;
    expect(sim[0]).toEqual({ at: 1000, type: 'connect', to: '10.96.0.1:443/TCP', client: 'curl' });
    expect(sim[1]).toEqual({ at: 2000, type: 'restartAgent', node: 1, cause: 'helmUpgrade' });
  });
});
