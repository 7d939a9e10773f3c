import type { FindingRule } from '../scanResult';

const ISSUE_URL = 'https://github.com/cilium/cilium/issues/43619';
const FIX =
  'Upgrade Cilium to v1.18.7 or v1.19.0-rc.0 or later (fix cilium/cilium#43620, backport #43777). Until then, ' +
  'rename one Service of each exposed pair so that neither name is a byte-prefix of the other, or stop them ' +
  'sharing a backend address and port.';

interface Rule {
  id: FindingRule;
  name: string;
  short: string;
  full: string;
  help: string;
}

const RULES: Rule[] = [
  {
    id: 'NR001-version',
    name: 'CiliumVersion',
    short: 'Cilium version against cilium/cilium#43619 (fixed in v1.18.7 and v1.19.0-rc.0)',
    full:
      'Whether the Cilium version in the input releases backends by a byte-prefix of the Service name: ' +
      'v1.18.0 to v1.18.6 do; v1.17 only with the experimental load balancer; v1.18.7 and v1.19.0-rc.0 onwards ' +
      'are fixed. Without a version in the input the verdict is unknown, never a guess.',
    help: `${FIX} Give the version with --cilium-version when the input does not contain it.`,
  },
  {
    id: 'NR002-exposed-pair',
    name: 'ExposedServicePair',
    short: "A Service whose name is a byte-prefix of another's and that shares a backend with it",
    full:
      'Two Services in one namespace where "namespace/name" of one is a byte-prefix of the other\'s and both list ' +
      'a backend with the same address, port and protocol. When the shorter one drops that backend, the buggy ' +
      "backendRelease also removes the longer one's instance; at the longer one's next update its frontends lose " +
      'those backends, and with none left connects fail with "operation not permitted".',
    help: FIX,
  },
  {
    id: 'NR003-empty-frontend',
    name: 'EmptyFrontend',
    short: 'A frontend with count 0 and no backend slots although its Service has ready endpoints',
    full:
      'A node output (bpf lb list or service list) shows a Service frontend with no backends while the ' +
      "Service's EndpointSlices list ready endpoints: the damage of cilium/cilium#43619 present now.",
    help:
      'Update the affected Service (any annotation change) or restart the agent on that node to rebuild its ' +
      `backends now; then ${FIX.charAt(0).toLowerCase()}${FIX.slice(1)}`,
  },
  {
    id: 'NR004-eperm-log',
    name: 'ConnectRejected',
    short: 'Agent log lines with "operation not permitted" towards a Service VIP',
    full:
      'Agent log lines report connects to a Service VIP rejected with "operation not permitted" while the ' +
      'Service has ready endpoints: what an empty frontend does to clients.',
    help:
      'Check the frontends of that Service on the node (cilium-dbg bpf lb list); if they are empty, update ' +
      `the Service or restart the agent; then ${FIX.charAt(0).toLowerCase()}${FIX.slice(1)}`,
  },
];

/** The SARIF rules: descriptions and help for code scanning's rule view (text and Markdown). */
export const SARIF_RULES = RULES.map((r) => ({
  id: r.id,
  name: r.name,
  shortDescription: { text: r.short },
  fullDescription: { text: r.full },
  help: { text: r.help, markdown: `${r.help}\n\nSee [cilium/cilium#43619](${ISSUE_URL}).` },
  helpUri: ISSUE_URL,
}));
