import { findCrossNamespace } from './crossNamespace';
import { findDamage } from './damageNow';
import type { Dump } from './dump';
import { findExposure } from './exposure';
import { withFindings } from './findings';
import { SCAN_SCHEMA, type ScanResult } from './scanResult';
import { indexDump } from './serviceIndex';
import { FIX, versionVerdict } from './versionVerdict';

/**
 * Scans a parsed dump for cilium/cilium#43619: the version verdict, the exposed pairs (byte-prefix names AND a
 * shared backend) and the damage visible now in node outputs — one result that every output format renders.
 */
export function scanDump(dump: Dump): ScanResult {
  const idx = indexDump(dump);
  const exposure = findExposure(idx);
  return withFindings({
    schema: SCAN_SCHEMA,
    issue: { id: FIX.issue, fix: FIX.pr, backport: FIX.backport, fixedIn: FIX.fixedIn },
    inputs: {
      files: dump.files,
      services: dump.services.length,
      endpointSlices: dump.slices.length,
      endpoints: idx.endpoints,
      ignored: dump.ignored,
      nodes: dump.nodes.length,
    },
    version: versionVerdict(dump.versions, dump.config),
    exposure: { ...exposure, crossNamespace: findCrossNamespace(idx) },
    damage: findDamage(idx, dump.nodes, exposure.pairs),
    replays: {},
    warnings: dump.warnings,
    redacted: false,
  });
}
