import { isIPv4, l3n4Addr } from '../../../model/l3n4Addr';
import { renderCurl } from '../../../model/render/logs';
import { decideConnect } from '../../../model/socketLb';
import { toSimInput } from '../../toSimInput';
import { defineCommand } from '../decl';

const bool = (long: string, short: string, en: string, zh: string) =>
  ({ long, short, kind: 'bool', help: { en, zh } }) as const;

export const curl = defineCommand({
  path: ['curl'],
  synopsis: 'curl [-v] [-k] [-s] URL',
  summary: {
    en: 'connect from node 0 to an address at the playhead (through the socket-LB for a Service address)',
    zh: '在播放头时刻从节点 0 连接一个地址（Service 地址经过 socket-LB）',
  },
  group: 'read',
  args: [
    {
      name: 'URL',
      complete: (c) =>
        Object.values(c.state.k8s.services).flatMap((s) =>
          s.ports.map((p) => `https://${s.clusterIP}:${p.port}`),
        ),
    },
  ],
  flags: [
    bool('verbose', 'v', 'what curl does, step by step', '逐步显示 curl 做了什么'),
    bool('insecure', 'k', 'accept the apiserver’s certificate', '接受 apiserver 的证书'),
    bool('silent', 's', 'ignored', '忽略'),
    bool('show-error', 'S', 'ignored', '忽略'),
    bool('include', 'i', 'ignored', '忽略'),
    { long: 'connect-timeout', kind: 'string', value: 'SECONDS', help: { en: 'ignored', zh: '忽略' } },
    { long: 'max-time', short: 'm', kind: 'string', value: 'SECONDS', help: { en: 'ignored', zh: '忽略' } },
  ],
  examples: ['curl -v -k https://10.15.1.8:443', 'curl -k https://192.168.60.179'],
  run(p, ctx) {
    const url = p.args[0]!;
    const m = /^(?:(https?):\/\/)?([^/:?#\s]+)(?::(\d{1,5}))?(?:[/?#].*)?$/.exec(url);
    if (!m) return { stderr: `curl: (3) URL rejected: Malformed input to a URL function`, exit: 3 };
    const [, scheme, host = '', portText] = m;
    // A node resolves no cluster DNS names (and the model has no DNS): curl's own error.
    if (!isIPv4(host)) return { stderr: `curl: (6) Could not resolve host: ${host}`, exit: 6 };
    const https = scheme === 'https';
    const port = portText ? Number(portText) : https ? 443 : 80;
    if (port < 1 || port > 65535)
      return {
        stderr: `curl: (3) URL rejected: Port number was not a decimal number between 0 and 65535`,
        exit: 3,
      };
    const input = toSimInput(ctx.scenario);
    const r = decideConnect(
      {
        state: ctx.state,
        node: input.node,
        apiserver: input.apiserver,
        serviceCIDRs: input.serviceCIDRs,
        random: () => 0,
      },
      l3n4Addr(host, port),
      'curl',
    );
    const text = renderCurl(r, {
      https,
      insecure: p.flags.insecure === true,
      verbose: p.flags.verbose === true,
      echo: false,
    });
    const failed = r.result !== 'ok' || (https && p.flags.insecure !== true);
    // curl writes its verbose lines and errors to stderr, the response body to stdout.
    const lines = text.split('\n');
    const body = failed ? [] : lines.filter((l) => !/^[*<>] /.test(l));
    const errs = lines.filter((l) => !body.includes(l));
    return {
      stdout: body.join('\n'),
      stderr: errs.join('\n'),
      exit: failed ? (r.result === 'ok' ? 60 : 7) : 0,
    };
  },
});
