import type { Narrative, NarrativeOf } from '../narrative';
import { cause, restoredHere, restoredOnNodes } from './buildCause';
import { bpf, flush } from './buildTables';
import { ph, type Phrase, type Segments } from './phrases';

const one = (what: Phrase, ...why: Phrase[]): Segments => ({ what: [what], why });

function kubectl(n: NarrativeOf<'kubectlWrite'>): Segments {
  const w = n.write;
  const object = `${w.namespace}/${w.name}`;
  if (w.unchanged)
    return one(
      ph('kubectlUnchanged', { command: n.command, resource: w.resource, object }),
      ph('unchangedNotStored'),
    );
  if (w.resource === 'EndpointSlice') {
    if (w.verb === 'delete') return one(ph('sliceDeleted', { object }), ph('deletedSliceOrphans'));
    if (w.verb === 'create') return one(ph('sliceCreated', { object }), ph('sliceAddsBackends'));
    const eps = w.patch?.endpoints;
    return one(
      ph('slicePatched', { object, endpoints: eps === undefined ? null : (eps ?? []) }),
      ph('sliceUpdateOrphans'),
    );
  }
  if (w.verb === 'delete') return one(ph('serviceDeleted', { object }), ph('serviceDeleteRemoves'));
  if (w.verb === 'create') return one(ph('serviceCreated', { object }), ph('serviceCreateProgrammed'));
  return one(
    ph('serviceAnnotated', { object, annotation: w.annotation ?? null }),
    n.role === 'victim'
      ? ph('updateIsTrigger')
      : n.role === 'spared'
        ? ph('updateSpared')
        : ph('updateRefreshes'),
  );
}

function annotationPatch(n: NarrativeOf<'annotationPatch'>): Segments {
  const what = ph('syncTimesRecorded', { service: n.service });
  if (!n.agentWatching) return one(what, ph('patchAgentDeaf'));
  if (n.role === 'victim' && n.emptiedAtMs !== null)
    return one(what, ph('patchStillEmpty', { service: n.service, sinceMs: n.emptiedAtMs }));
  if (n.role === 'victim')
    return one(what, ph('patchIsTrigger', { service: n.service, lostAtMs: n.lostAtMs ?? 0 }));
  return one(what, n.role === 'spared' ? ph('patchSpared') : ph('patchRefreshes'));
}

function agent(n: NarrativeOf<'agentStart'>): Segments {
  if (n.restarts === 0 && !n.replaces) return one(ph('agentStarts', { pod: n.pod }), ph('tablesStartEmpty'));
  return one(
    n.replaces
      ? ph('agentReplaced', { pod: n.pod, replaces: n.replaces, cause: n.cause ?? null })
      : ph('agentRestarts', { pod: n.pod, restarts: n.restarts }),
    ph('bpfMapsSurvive', { kept: n.keptEntries, blockedApi: n.blockedApi }),
    ph('mustReachApiserver'),
  );
}

function agentReconnected(n: NarrativeOf<'agentReconnected'>): Segments {
  const to = n.c.connect.to;
  if (n.relist)
    return one(
      ph('relisted', { to, missed: n.missed }),
      ph('relistRedelivers', { stillLost: n.stillLost }),
      cause(n.c),
    );
  return one(
    ph('resumed', { to, missed: n.missed }),
    n.stillLost.length ? ph('noRelistNoRedeliver', { stillLost: n.stillLost }) : ph('resumeOnlyChanges'),
    cause(n.c),
  );
}

/** The phrases that tell one step: which case applies and which facts it mentions, in no language. */
export function narrationSegments(n: Narrative): Segments {
  switch (n.kind) {
    case 'agentStart':
      return agent(n);
    case 'agentListed': {
      const k = n.c.connect;
      const what = ph('agentListed', { to: k.to, services: n.services, slices: n.slices });
      return k.cause === 'viaCloudLb'
        ? one(what, cause(n.c), ph('howItStartedFirstTime'))
        : one(what, cause(n.c));
    }
    case 'agentConfigRetry':
      return one(
        ph('configRetry', { to: n.c.connect.to, result: n.c.connect.result }),
        cause(n.c),
        ph('retriesEvery5s'),
      );
    case 'agentCrashLoop': {
      const what = ph('crashLoop', {
        to: n.c.connect.to,
        result: n.c.connect.result,
        backoffMs: n.backoffMs,
      });
      return n.circular
        ? one(what, ph('circularDependency', { service: n.c.connect.service ?? '?' }))
        : one(what, cause(n.c), ph('triesAfterBackoff'));
    }
    case 'kubectlWrite':
      return kubectl(n);
    case 'apiserverRestart':
      return one(
        n.replica === undefined
          ? ph('specChangeReplaces', { replicas: n.replicas })
          : ph('replicaRestarted', { replica: n.replica }),
        ph('stopRunsStop'),
      );
    case 'replicaStop':
      return one(
        ph('replicaStops', { replica: n.replica, lease: n.lease }),
        n.replicas > 1 ? ph('sharedLease', { others: n.replicas - 1 }) : ph('noLeaseLeft'),
      );
    case 'replicaStarted':
      return one(ph('replicaServing', { replica: n.replica }), ph('startingRefusesEmpty'));
    case 'sliceCleared':
      return one(
        ph('sliceClearedLastTime', { replica: n.replica, slice: n.slice }),
        ph('stoppingMayWriteEmpty'),
        ph('missingFromAudit'),
      );
    case 'sliceRestored': {
      const what = ph('sliceRestored', {
        replica: n.replica,
        slice: n.slice,
        ips: n.ips,
        emptyForMs: n.emptyForMs,
      });
      return n.nodes
        ? one(what, ...restoredOnNodes(n.nodes))
        : one(what, restoredHere(n.processedAlone, n.damage, n.watchDropped));
    }
    case 'watchEvent': {
      const objects = [
        ...n.services.map((name) => ({ resource: 'Service' as const, name })),
        ...n.slices.map((name) => ({ resource: 'EndpointSlice' as const, name })),
      ];
      return one(
        objects.length > 3
          ? ph('watchEventsInitial', { count: objects.length })
          : ph('watchEventFor', { objects }),
        n.bufferTold ? ph('bufferWaits') : ph('bufferExplained'),
      );
    }
    case 'watchDropped':
      if (n.client !== 'agent') return one(ph('scWatchDropped', { replica: n.replica }), ph('scRunsOutside'));
      return one(
        ph('agentWatchDropped', { replica: n.replica }),
        n.agentAddress
          ? ph('reconnectsViaService', { address: n.agentAddress })
          : ph('reconnectsViaApiserver'),
      );
    case 'agentReconnected':
      return agentReconnected(n);
    case 'scReconnected':
      return one(
        ph('scReconnected', { loadBalancers: n.loadBalancers }),
        n.agentWatching ? ph('syncTimesAllHear') : ph('syncTimesAgentDeaf'),
      );
    case 'watchReconnectFailed': {
      const what = ph('watchReconnectFailed', { to: n.c.connect.to, result: n.c.connect.result });
      return n.circular ? one(what, cause(n.c), ph('cutOffFromApiserver')) : one(what, cause(n.c));
    }
    case 'bufferFlush':
      return flush(n);
    case 'bpfReconcile':
      return bpf(n);
    case 'lbReconcile':
      return one(ph('lbReconcile', { service: n.service }), ph('routineAfterReconnect'));
    case 'annotationPatch':
      return annotationPatch(n);
    case 'connect': {
      const k = n.c.connect;
      const what =
        k.result === 'ok'
          ? ph('connectWorks', { client: k.client, to: k.to })
          : ph('connectFails', {
              client: k.client,
              to: k.to,
              result: k.result,
              atOnce: k.cause === 'noBackends',
            });
      return n.c.victim && k.cause === 'noBackends'
        ? one(what, cause(n.c), ph('thisIsTheOutage'))
        : one(what, cause(n.c));
    }
  }
}
