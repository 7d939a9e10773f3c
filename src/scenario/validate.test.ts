import { describe, expect, it } from 'vitest';
import { PRESETS, getPreset } from './presets';
import { parseScenarioText } from './parseScenario';
import { jsonErrorOffset } from './jsonErrorOffset';
import { validateScenario } from './validate';

// Tests mutate arbitrary JSON on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
const good = () => JSON.parse(JSON.stringify(getPreset('minimal-repro')!.scenario));
const errorsOf = (v: unknown) => {
  const r = validateScenario(v);
  return r.ok ? [] : r.errors;
};

describe('validateScenario', () => {
  it.each(PRESETS.map((p) => [p.id, p] as const))('accepts the preset %s unchanged', (_, p) => {
    const r = validateScenario(JSON.parse(JSON.stringify(p.scenario)));
    expect(r).toEqual({ ok: true, scenario: p.scenario });
  });

  it.each([
    [
      'a bad IP',
      (s: Any) => (s.services[1].clusterIP = '10.0.0.999'),
      '$.services[1].clusterIP',
      'is not an IPv4 address',
    ],
    [
      'an unknown service in a slice of a version 1 file (version 2 accepts a slice before its Service)',
      (s: Any) => ((s.version = 1), (s.endpointSlices[0].service = 'nope')),
      '$.endpointSlices[0].service',
      'unknown Service',
    ],
    ['`at` not a number', (s: Any) => (s.events[0].at = 'soon'), '$.events[0].at', 'must be a number'],
    [
      'duplicate service names',
      (s: Any) => (s.services[1].name = 'test'),
      '$.services[1].name',
      'duplicate Service',
    ],
    [
      'an unknown event type',
      (s: Any) => (s.events[0].type = 'explode'),
      '$.events[0].type',
      'must be one of',
    ],
    [
      'an unknown slice in a patch',
      (s: Any) => (s.events[1].name = 'ghost'),
      '$.events[1].name',
      'unknown EndpointSlice',
    ],
    ['events out of order', (s: Any) => (s.events[2].at = 1), '$.events[2].at', 'time order'],
    [
      'a bad connect target',
      (s: Any) => (s.events[0].to = 'example.com'),
      '$.events[0].to',
      'is not an address',
    ],
    ['an upper-case name', (s: Any) => (s.services[0].name = 'Test'), '$.services[0].name', 'DNS label'],
    ['an unknown field', (s: Any) => (s.services[0].colour = 'red'), '$.services[0].colour', 'unknown field'],
    [
      'a port out of range',
      (s: Any) => (s.services[0].ports[0].port = 70000),
      '$.services[0].ports[0].port',
      'between 1 and 65535',
    ],
    ['an absurd time', (s: Any) => (s.events[4].at = 1e300), '$.events[4].at', 'must be between 0 and'],
    [
      'restartApiserver without apiserver',
      (s: Any) => (s.events[4] = { at: 30000, type: 'restartApiserver' }),
      '$.events[4]',
      'needs an "apiserver"',
    ],
  ])('reports %s with its JSON path', (_what, mutate, path, message) => {
    const s = good();
    mutate(s);
    const errs = errorsOf(s);
    expect(errs.some((e) => e.path === path && e.message.includes(message))).toBe(true);
  });

  it('rejects other versions and non-objects', () => {
    expect(errorsOf({ ...good(), version: 3 })).toEqual([
      expect.objectContaining({ path: '$.version', message: 'must be 1 or 2, got 3' }),
    ]);
    expect(errorsOf(null)).toEqual([
      expect.objectContaining({ path: '$', message: 'must be an object, got null' }),
    ]);
    expect(errorsOf([])).toEqual([
      expect.objectContaining({ path: '$', message: 'must be an object, got an array' }),
    ]);
  });

  it('keeps a __proto__ annotation key as plain data and does not pollute prototypes', () => {
    const s = good();
    const text = JSON.stringify(s).replace(
      '"ports"',
      '"annotations":{"__proto__":{"polluted":"yes"}},"ports"',
    );
    const r = parseScenarioText(text);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(r.ok).toBe(false); // the value is an object, not a string
  });

  it('names the line and column of a JSON syntax error', () => {
    const r = parseScenarioText('{\n  "version": 1,\n  "title": }');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]!.message).toMatch(/not valid JSON \(line 3, column \d+\)/);
  });

  it('caps the number of errors it reports', () => {
    const s = good();
    s.services = Array.from({ length: 300 }, () => ({ name: 1 }));
    expect(errorsOf(s)).toHaveLength(50);
  });
});

describe('validateScenario: addresses, dates, ports and times', () => {
  const ok = (mutate: (s: Any) => void) => {
    const s = good();
    mutate(s);
    return errorsOf(s);
  };

  it('accepts the longest address, 255.255.255.255:65535/SCTP, as a connect target and agent address', () => {
    expect(
      ok((s) => {
        s.events[0].to = '255.255.255.255:65535/SCTP';
        s.agent = { apiserverAddress: '255.255.255.255:65535/SCTP' };
      }),
    ).toEqual([]);
  });

  it.each(['010.096.000.010', '10.96.0.01', '1.2.3', '1.2.3.256', '1.2.3.4 ', '١.٢.٣.٤'])(
    'refuses the IPv4 address %j',
    (bad) => {
      expect(ok((s) => (s.services[0].clusterIP = bad))).toEqual([
        expect.objectContaining({ path: '$.services[0].clusterIP', code: 'notIPv4' }),
      ]);
    },
  );

  it('accepts 0 octets and 0.0.0.0', () => {
    expect(ok((s) => (s.endpointSlices[0].endpoints = ['0.0.0.0', '10.0.0.0']))).toEqual([]);
  });

  it.each([
    ['2026-02-30T00:00:00Z', false],
    ['2026-13-01T00:00:00Z', false],
    ['2026-01-08T24:00:00Z', false],
    ['2024-02-29T00:00:00Z', true],
    ['2026-02-28T23:59:59.5Z', true],
  ])('startTime %s is %s', (startTime, valid) => {
    const errs = ok((s) => (s.startTime = startTime));
    if (valid) expect(errs).toEqual([]);
    else expect(errs).toEqual([expect.objectContaining({ path: '$.startTime', code: 'notRealDate' })]);
  });

  it('refuses events after durationMs instead of dropping them silently; one exactly at the end runs', () => {
    expect(ok((s) => (s.durationMs = 19_999))).toEqual([
      expect.objectContaining({
        path: '$.events[4].at',
        code: 'afterDuration',
        message: 'is at 20000 ms, after the end of the run (durationMs is 19999)',
      }),
    ]);
    expect(ok((s) => (s.durationMs = 20_000))).toEqual([]);
  });

  it('DNS-checks slice port names', () => {
    expect(ok((s) => (s.endpointSlices[0].ports = [{ name: 'HTTP', port: 80 }]))).toEqual([
      expect.objectContaining({ path: '$.endpointSlices[0].ports[0].name', code: 'notDnsLabel' }),
    ]);
    expect(ok((s) => (s.endpointSlices[0].ports = [{ name: 'http-alt', port: 80 }]))).toEqual([]);
  });

  it('refuses a nodePort on a ClusterIP Service, accepts it on a NodePort Service', () => {
    expect(ok((s) => (s.services[0].ports[0].nodePort = 30080))).toEqual([
      expect.objectContaining({ path: '$.services[0].ports[0].nodePort', code: 'nodePortOnClusterIP' }),
    ]);
    expect(
      ok((s) => {
        s.services[0].type = 'NodePort';
        s.services[0].ports[0].nodePort = 30080;
      }),
    ).toEqual([]);
  });

  it('refuses duplicate ports and port names; the same number with another protocol is a different port', () => {
    expect(ok((s) => s.services[0].ports.push({ port: 80 }))).toEqual([
      expect.objectContaining({
        path: '$.services[0].ports[1].port',
        message: 'duplicate port 80/TCP (also at $.services[0].ports[0])',
      }),
    ]);
    expect(
      ok((s) => {
        s.services[0].ports = [
          { name: 'a', port: 80 },
          { name: 'a', port: 80, protocol: 'UDP' },
        ];
      }),
    ).toEqual([expect.objectContaining({ path: '$.services[0].ports[1].name', code: 'duplicatePortName' })]);
    expect(ok((s) => (s.endpointSlices[0].ports = [{ port: 80 }, { port: 80, protocol: 'TCP' }]))).toEqual([
      expect.objectContaining({ path: '$.endpointSlices[0].ports[1].port', code: 'duplicatePort' }),
    ]);
  });

  it('refuses a clusterIP used by another Service, naming it', () => {
    expect(ok((s) => (s.services[1].clusterIP = s.services[0].clusterIP))).toEqual([
      expect.objectContaining({
        path: '$.services[1].clusterIP',
        message: '192.168.71.144 is already used by default/test',
      }),
    ]);
    expect(ok((s) => (s.services[0].clusterIP = s.services[1].clusterIP = 'None'))).toEqual([]);
  });

  it('describes a missing field as missing, never as "undefined"', () => {
    const errs = errorsOf({ version: 1, services: [{ name: 'a' }], endpointSlices: [], events: [] });
    expect(errs.find((e) => e.path === '$.services[0].namespace')).toMatchObject({
      path: '$.services[0].namespace',
      code: 'notString',
      params: { gotType: 'missing' },
      message: 'must be a string, got nothing (the field is missing)',
    });
    expect(errs.map((e) => e.message).join('\n')).not.toContain('undefined');
  });

  it('gives every error a code and parameters, so each language can word it', () => {
    const errs = errorsOf({ version: 1, title: 7, services: 'oops', endpointSlices: [], events: [{}] });
    expect(errs.map((e) => [e.path, e.code])).toEqual([
      ['$.title', 'notString'],
      ['$.services', 'notArray'],
      ['$.events[0].at', 'notNumber'],
      ['$.events[0].type', 'notOneOf'],
    ]);
  });
});

describe('jsonErrorOffset', () => {
  it.each([
    ['{"a": 1,}', 8],
    ['[1, 2', 5],
    ['{"a" 1}', 5],
    ['{"a": tru}', 9],
    ['"abc', 4],
    ['{} x', 3],
    ['"a\u0001"', 2], // a raw control character inside a string
    ['"a\\x"', 3], // an unknown escape
    ['"\\u12g4"', 5], // a bad digit in a \u escape
    ['[1,]', 3],
    ['{"a":1 "b":2}', 7],
    ['-', 1],
    ['01', 1],
    ['', 0],
  ])('finds the first bad character of %j', async (text, at) => {
    expect(jsonErrorOffset(text)).toBe(at);
  });
  it('says -1 for valid JSON, including deep nesting without a stack overflow', async () => {
    expect(jsonErrorOffset('{"a":[1,{"b":null}],"c":"\\u0041"}')).toBe(-1);
    expect(jsonErrorOffset('['.repeat(100000) + ']'.repeat(100000))).toBe(-1);
  });
});
