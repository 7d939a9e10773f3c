import type { CountGroup, NarrativeOf } from '../narrative';
import { ph, type Segments } from './phrases';

/** A Service's frontends or BPF entries changed count: correct when its slice is empty too. */
function countChange(by: 'flush' | 'bpf', g: CountGroup): Segments {
  return {
    what: [ph('countChanged', { by, service: g.service, count: g.addresses.length, after: g.after })],
    why: [
      g.sliceEndpoints.length ? ph('sliceLists', { endpoints: g.sliceEndpoints }) : ph('sliceEmptySoCorrect'),
    ],
  };
}

/** One flush of the reflector's buffer: the most telling thing it did, in this order of precedence. */
export function flush(n: NarrativeOf<'bufferFlush'>): Segments {
  const s = flushCase(n);
  const apart = n.keptApart?.[0];
  if (!apart) return s;
  return {
    what: s.what,
    why: [...s.why, ph('sliceMemoryKeptApart', { release: n.release ?? null, ...apart })],
  };
}

function flushCase(n: NarrativeOf<'bufferFlush'>): Segments {
  const mixup = n.mixups?.[0];
  if (mixup)
    return {
      what: [ph('sliceMemoryMixup', mixup)],
      why: [ph('sliceMemoryByName', { release: n.release ?? null })],
    };
  const damaging = n.releases.find((r) => r.collateral.length > 0);
  if (damaging) {
    const r = damaging;
    const frozen = r.frozen[0];
    const victim = r.collateral[0]!;
    return {
      what: [
        ph('releaseDamage', {
          backend: r.backend,
          released: r.released,
          collateral: r.collateral,
          rowDeleted: r.rowDeleted,
        }),
      ],
      why: [
        ph('frozenSnapshot', {
          service: frozen?.service ?? victim,
          frontends: frozen?.addresses.length ?? 0,
          backends: frozen?.backends ?? 0,
        }),
        ph('onlyBackendsShows'),
        ph('nextRefreshReadsZero', { service: victim }),
      ],
    };
  }
  const spared = n.releases.find((r) => r.spared.length > 0);
  if (spared)
    return {
      what: [
        ph('releaseSpared', { backend: spared.backend, released: spared.released, spared: spared.spared }),
      ],
      why: [ph('fixedKeyEndsInSpace', { released: spared.released, spared: spared.spared[0]! })],
    };
  const victimLost = n.lost.find((g) => g.victim && g.after === 0);
  if (victimLost)
    return {
      what: [
        ph('victimRefreshedEmpty', { service: victimLost.service, frontends: victimLost.addresses.length }),
      ],
      why: [ph('removedByPrefixMatch', { endpoints: victimLost.sliceEndpoints }), ph('nextBpfWritesZero')],
    };
  if (n.firstSync)
    return { what: [ph('flushInitialList', { keys: n.keys })], why: [ph('initialListBecomesFrontends')] };
  const release = n.releases[0];
  if (release)
    return {
      what: [
        ph('releaseExact', {
          backend: release.backend,
          released: release.released,
          rowDeleted: release.rowDeleted,
        }),
      ],
      why: [ph('releaseTouchesNoOther', { released: release.released })],
    };
  const lost = n.lost[0];
  if (lost) return countChange('flush', lost);
  const regained = n.regained[0];
  if (regained)
    return {
      what: [
        ph('flushRestored', {
          service: regained.service,
          frontends: regained.addresses.length,
          backends: regained.after ?? 0,
        }),
      ],
      why: [
        ph('sliceListsAgain', { endpoints: regained.sliceEndpoints }),
        ...(n.stillLost.length ? [ph('rowRecreatedWithout', { stillLost: n.stillLost })] : []),
      ],
    };
  return {
    what: [
      ph('flushKeys', { keys: n.keys }),
      ...(n.services.length ? [ph('refreshesFrontendsOf', { services: n.services })] : []),
    ],
    why: [n.stillLost.length ? ph('stillMissing', { services: n.stillLost }) : ph('sameBackendsAgain')],
  };
}

/**
 * One run of the BPF reconciler: a victim emptied first, then any count change, then what it wrote. Where the
 * run first writes `non-routable` entries, it also says what that flag means (and that it is not the damage).
 */
export function bpf(n: NarrativeOf<'bpfReconcile'>): Segments {
  const s = bpfCase(n);
  return n.firstNonRoutable ? { what: s.what, why: [...s.why, ph('nonRoutableFlag')] } : s;
}

function bpfCase(n: NarrativeOf<'bpfReconcile'>): Segments {
  const victim = n.lost.find((g) => g.victim && g.after === 0);
  if (victim)
    return {
      what: [ph('bpfEmptied', { service: victim.service, addresses: victim.addresses })],
      why: [ph('rejectedAlthoughSlice', { endpoints: victim.sliceEndpoints }), ph('bpfListShowsEmpty')],
    };
  const lost = n.lost[0];
  if (lost) return countChange('bpf', lost);
  const regained = n.regained[0];
  if (regained)
    return {
      what: [
        ph('bpfRegained', {
          service: regained.service,
          entries: regained.addresses.length,
          count: regained.after ?? 0,
        }),
      ],
      why: [ph('connectsWorkAgain', { addresses: regained.addresses })],
    };
  if (n.created)
    return {
      what: [ph('bpfProgrammed', { created: n.created, atNode: n.createdAtNode })],
      why: [ph('socketLbRewrites')],
    };
  if (n.deleted.length)
    return { what: [ph('bpfDeleted', { count: n.deleted.length })], why: [ph('entriesGoWith')] };
  return {
    what: [ph('bpfReprogrammed', { programmed: n.programmed })],
    why: [ph('refreshedAlwaysReprogrammed')],
  };
}
