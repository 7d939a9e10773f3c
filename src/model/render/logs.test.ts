import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AuditEntry, ConnectResult, LogLine } from '../trace';
import { goDialError, logAttrs, renderAgentLog, renderAuditLog, renderCurl, renderLogLine } from './logs';

const start = Date.parse('2026-01-08T11:10:00Z');

describe('agent log (slog text)', () => {
  it('quotes values with spaces, quotes or "=" and leaves plain ones bare', () => {
    expect(
      renderLogLine(
        {
          at: 1_500,
          level: 'error',
          msg: 'Unable to contact k8s api-server',
          attrs: [
            ['module', 'k8s-client'],
            ['error', 'dial tcp: "x"'],
            ['q', 'a=b'],
          ],
        },
        start,
      ),
    ).toBe(
      'time=2026-01-08T11:10:01.500000000Z level=error msg="Unable to contact k8s api-server" module=k8s-client error="dial tcp: \\"x\\"" q="a=b"',
    );
    expect(renderLogLine({ at: 0, level: 'info', msg: 'x', attrs: [] }, start)).toBe(
      'time=2026-01-08T11:10:00.000000000Z level=info msg=x',
    );
  });

  it('shows debug lines only when asked', () => {
    const lines = [
      { at: 0, level: 'debug' as const, msg: 'd', attrs: [] },
      { at: 0, level: 'warn' as const, msg: 'w', attrs: [] },
    ];
    expect(renderAgentLog(lines, start)).toBe('time=2026-01-08T11:10:00.000000000Z level=warn msg=w');
    expect(renderAgentLog(lines, start, { debug: true }).split('\n')).toHaveLength(2);
  });
});

describe('reflector lines (kept as facts)', () => {
  const addr = fc
    .tuple(fc.nat(255), fc.nat(255), fc.nat(65535))
    .map(([a, b, p]) => `10.${a}.0.${b}:${p}/TCP`);
  const addrs = fc.array(addr, { maxLength: 6 });
  const name = fc.stringMatching(/^[a-z][a-z0-9-]{0,20}\/[a-z][a-z0-9-]{0,20}$/);
  const MODULE: [string, string] = ['module', 'agent.controlplane.loadbalancer-reflectors.k8s-reflector'];

  it('render as the write-up’s instrumented build logged them: level info, DEBUG: messages, Go slices', () => {
    fc.assert(
      fc.property(name, addrs, addrs, fc.nat(100_000), (service, list, orphans, at) => {
        const [ns, svcName] = service.split('/');
        const svc: LogLine = { at, level: 'debug', msg: 'processServiceEvent', service, addrs: list };
        expect(renderLogLine(svc, start)).toBe(
          renderLogLine(
            {
              at,
              level: 'info',
              msg: 'DEBUG: Processing service event',
              attrs: [MODULE, ['key', `{key:{Name:${svcName} Namespace:${ns}} isSvc:true}`]],
            },
            start,
          ),
        );
        const eps: LogLine = {
          at,
          level: 'debug',
          msg: 'UpsertAndReleaseBackends in processEndpointsEvent',
          service,
          addrs: list,
          orphans,
        };
        const text = [
          MODULE,
          ['name', service],
          ['backends', `[${list.join(' ')}]`],
          ['orphans', `[${orphans.join(' ')}]`],
        ];
        expect(logAttrs(eps)).toEqual(text);
        expect(renderLogLine(eps, start)).toBe(
          renderLogLine(
            {
              at,
              level: 'info',
              msg: 'DEBUG: UpsertAndReleaseBackends in processEndpointsEvent',
              attrs: text as [string, string][],
            },
            start,
          ),
        );
      }),
    );
  });

  it('the release the write-up caught: backends=[] with the orphan, in its exact shape (and only in the instrumented view)', () => {
    const line: LogLine = {
      at: 116_400,
      level: 'debug',
      msg: 'UpsertAndReleaseBackends in processEndpointsEvent',
      service: 'default/kubernetes',
      addrs: [],
      orphans: ['169.254.128.7:60002/TCP'],
    };
    expect(renderAgentLog([line], start, { debug: true })).toBe(
      'time=2026-01-08T11:11:56.400000000Z level=info msg="DEBUG: UpsertAndReleaseBackends in processEndpointsEvent" ' +
        'module=agent.controlplane.loadbalancer-reflectors.k8s-reflector name=default/kubernetes ' +
        'backends=[] orphans=[169.254.128.7:60002/TCP]',
    );
    expect(renderAgentLog([line], start)).toBe('');
    const two: LogLine = { ...line, addrs: ['10.0.0.1:80/TCP', '10.0.0.2:80/TCP'], orphans: undefined };
    expect(renderLogLine(two, start)).toMatch(
      / backends="\[10\.0\.0\.1:80\/TCP 10\.0\.0\.2:80\/TCP\]" orphans=\[\]$/,
    );
  });

  it('a Service event prints its buffer key as the draft’s instrumented build did', () => {
    const line: LogLine = {
      at: 0,
      level: 'debug',
      msg: 'processServiceEvent',
      service: 'default/kubernetes-intranet',
      addrs: [],
    };
    expect(renderLogLine(line, start)).toBe(
      'time=2026-01-08T11:10:00.000000000Z level=info msg="DEBUG: Processing service event" ' +
        'module=agent.controlplane.loadbalancer-reflectors.k8s-reflector key="{key:{Name:kubernetes-intranet Namespace:default} isSvc:true}"',
    );
  });
});

describe('audit log', () => {
  it('leaves out the writes that never reached it (a stopping apiserver)', () => {
    const e = (name: string, missing?: boolean): AuditEntry => ({
      at: 1_000,
      verb: 'update',
      user: 'system:apiserver',
      resource: 'endpointslices',
      namespace: 'default',
      name,
      code: 200,
      ...(missing ? { missing } : {}),
    });
    expect(renderAuditLog([e('cleared', true), e('restored')], start)).toBe(
      [
        'TIME                       VERB     USER               RESOURCE         OBJECT             CODE',
        '2026-01-08T11:10:01.000Z   update   system:apiserver   endpointslices   default/restored   200',
      ].join('\n'),
    );
  });
});

describe('curl -v and Go dial errors', () => {
  const c = (to: string, result: ConnectResult['result']): ConnectResult => ({
    at: 0,
    client: 'curl',
    to,
    result,
    path: 'socket-lb',
    cause: result === 'ok' ? 'routed' : 'noBackends',
  });

  it('EPERM: an immediate connect fail, "Operation not permitted" (the write-up)', () => {
    expect(renderCurl(c('10.15.1.8:443/TCP', 'EPERM'))).toBe(
      [
        '$ curl -v -k https://10.15.1.8:443',
        '* Trying 10.15.1.8:443...',
        '* Immediate connect fail for 10.15.1.8: Operation not permitted',
        "* Failed to connect to 10.15.1.8 port 443 after 0 ms: Couldn't connect to server",
        '* Closing connection',
        "curl: (7) Failed to connect to 10.15.1.8 port 443 after 0 ms: Couldn't connect to server",
      ].join('\n'),
    );
    expect(goDialError(c('10.15.1.8:443/TCP', 'EPERM'))).toBe(
      'dial tcp 10.15.1.8:443: connect: operation not permitted',
    );
  });

  it.each([
    ['EHOSTUNREACH', 'Immediate connect fail for 10.96.0.1: No route to host'],
    ['ECONNREFUSED', 'connect to 10.96.0.1 port 80 failed: Connection refused'],
    ['ETIMEDOUT', 'after 130000 ms'],
    ['ok', '< HTTP/1.1 200 OK'],
  ] as const)('%s', (result, line) => {
    const out = renderCurl(c('10.96.0.1:80/TCP', result));
    expect(out.split('\n')[0]).toBe('$ curl -v http://10.96.0.1:80');
    expect(out).toContain(line);
  });

  it('HTTPS on 443, 6443 and 60002 (with -k), the port always in the URL', () => {
    expect(renderCurl(c('169.254.128.7:60002/TCP', 'ok')).split('\n')[0]).toBe(
      '$ curl -v -k https://169.254.128.7:60002',
    );
    expect(renderCurl(c('10.0.0.1:6443/TCP', 'ok'))).toContain('< HTTP/2 401');
    expect(renderCurl(c('10.0.0.1:8080/TCP', 'ok')).split('\n')[0]).toBe('$ curl -v http://10.0.0.1:8080');
  });
});
