#!/usr/bin/env node
// Writes the krew plugin manifest for a packed release: `node scripts/krew-manifest.mjs <nonroutable-X.tgz> <URL>`
// where URL is where that same file is published. krew unpacks it and links kubectl-nonroutable to the
// plugin's entry (Node.js 20 or later must be on PATH, as for the npm package).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export function krewManifest({ version, sha256, uri }) {
  return `apiVersion: krew.googlecontainertools.github.com/v1alpha2
kind: Plugin
metadata:
  name: nonroutable
spec:
  version: v${version}
  shortDescription: Scan a cluster for Cilium's byte-prefix backend release (cilium/cilium#43619)
  description: |
    Reads Services and EndpointSlices (and, with --exec, one agent's version and BPF load-balancer map)
    through kubectl and reports the Services whose backends Cilium v1.18.0 to v1.18.6 can drop when a
    Service whose name is a prefix of theirs loses its endpoints. Exit code 2: exposed; 3: damage now.
  caveats: |
    Needs Node.js 20 or later on PATH. Reads only; kubectl exec runs only with --exec.
  platforms:
    - selector:
        matchExpressions:
          - { key: os, operator: In, values: [linux, darwin] }
      uri: ${uri}
      sha256: ${sha256}
      bin: package/bin/kubectl-nonroutable.mjs
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [tgz, uri] = process.argv.slice(2);
  if (!tgz || !uri || !/^https:\/\//.test(uri)) {
    process.stderr.write(
      'usage: node scripts/krew-manifest.mjs <nonroutable-X.tgz> <https URL of that file>\n',
    );
    process.exit(64);
  }
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const sha256 = createHash('sha256').update(readFileSync(tgz)).digest('hex');
  process.stdout.write(krewManifest({ version, sha256, uri }));
}
