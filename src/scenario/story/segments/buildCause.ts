import type { ConnectStory, NodeRestore } from '../narrative';
import { ph, type Phrase } from './phrases';

/** Why a connect ended as it did, as one phrase. */
export function cause(s: ConnectStory): Phrase {
  const k = s.connect;
  const service = k.service ?? '?';
  const frontendType = s.frontendType ?? null;
  switch (k.cause) {
    case 'noBackends':
      return ph('causeNoBackends', { service, frontendType });
    case 'backendDown':
      return ph('causeBackendDown', { address: k.backend ?? k.to });
    case 'notRouted':
      return ph('causeNotRouted');
    case 'cloudLbNoEndpoints':
      return ph('causeCloudLbNoEndpoints');
    case 'viaCloudLb':
      return ph('causeViaCloudLb', { to: k.to, backend: k.backend ?? '?' });
    case 'routed':
      return s.staleButWorking
        ? ph('causeStaleButWorking', { service })
        : ph('causeRouted', { service, frontendType, backend: k.backend ?? '?' });
    case 'direct':
      return ph('causeDirect', { to: k.to });
  }
}

/** How this node's agent met a clear and its restore. */
export function restoredHere(processedAlone: boolean | null, damage: boolean, dropped: boolean): Phrase {
  if (processedAlone && dropped) return ph('restoreNeverReached', { damage });
  if (processedAlone === false) return ph('restoreSameWindow');
  if (processedAlone === true) return damage ? ph('restoreTooLateDamage') : ph('restoreTooLate');
  return ph('restoreUpTo10s');
}

/** Per node: which agents met the clear and the restore in one buffer window, and which did not. */
export function restoredOnNodes(nodes: NodeRestore[]): Phrase[] {
  const at = (x: NodeRestore) => ({ node: x.node, phase: x.tickerPhaseMs });
  const safe = nodes.filter((x) => x.processedAlone === false);
  const hit = nodes.filter((x) => x.processedAlone === true);
  // A dropped watch explains a lone flush by itself; otherwise a tick fell between the clear and the restore.
  const ticked = hit.filter((x) => !x.watchDropped);
  const dropped = hit.filter((x) => x.watchDropped);
  const out: Phrase[] = [];
  if (safe.length) out.push(ph('nodesSafe', { nodes: safe.map(at) }));
  if (ticked.length)
    out.push(ph('nodesTicked', { nodes: ticked.map(at), damage: ticked.some((x) => x.damage) }));
  if (dropped.length)
    out.push(
      ph('nodesDropped', { nodes: dropped.map((x) => x.node), damage: dropped.some((x) => x.damage) }),
    );
  out.push(ph('nodesDecide', { watchesToo: dropped.length > 0 }));
  return out;
}
