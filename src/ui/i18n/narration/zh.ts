import type { ConnectOutcome } from '../../../model/trace';
import type {
  ConnectStory,
  CountGroup,
  Narrative,
  NarrativeOf,
  NodeRestore,
} from '../../../scenario/story/narrative';
import { secs, type NarrationCatalog, type NarrationText } from './types';

const c = (s: string) => `\`${s}\``;
const list = (xs: string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join('、')} 和 ${xs[xs.length - 1]}`;
const codes = (xs: string[]) => list(xs.map(c));

function errno(r: ConnectOutcome): string {
  switch (r) {
    case 'EPERM':
      return 'EPERM（“operation not permitted”）';
    case 'EHOSTUNREACH':
      return 'EHOSTUNREACH（“no route to host”）';
    case 'ECONNREFUSED':
      return 'ECONNREFUSED（“connection refused”）';
    case 'ETIMEDOUT':
      return '超时';
    case 'ok':
      return '成功';
  }
}

/** 一次 connect 为何是这个结果，一句话说明。 */
function cause(s: ConnectStory): string {
  const k = s.connect;
  const entry = `${c(k.service ?? '?')} 的 ${s.frontendType ?? 'Service'} 条目`;
  switch (k.cause) {
    case 'noBackends':
      return `socket-LB 发现 ${entry}的 count 为 0，直接在内核里拒绝了这次 connect：数据包根本没有离开节点。`;
    case 'backendDown':
      return `此刻 ${c(k.backend ?? k.to)} 上没有服务在运行：所有 apiserver 副本都已停止。`;
    case 'notRouted':
      return `本节点上没有 BPF 条目的 ClusterIP 不会被任何路由转发：connect 超时。`;
    case 'cloudLbNoEndpoints':
      return `云 LB 没有可转发的 endpoint：connect 超时。`;
    case 'viaCloudLb':
      return `此时 ${c(k.to)} 还没有 BPF 条目，数据包离开节点，由云负载均衡转发到 ${c(k.backend ?? '?')}。`;
    case 'routed':
      return s.staleButWorking
        ? `虽然 ${c(k.service ?? '?')} 的后端实例已被误删，但它仍然可用：BPF 条目是在误释放之前按冻结的快照写入的，此后没有任何操作刷新它。`
        : `socket-LB 在节点上把这次 connect 改写到 ${c(k.backend ?? '?')}（${entry}）。`;
    case 'direct':
      return `${c(k.to)} 不是 Service 地址，不依赖 agent 的 BPF map，按普通路由转发。`;
  }
}

function countChange(prefix: string, g: CountGroup, noun: string): NarrationText {
  return {
    what: `${prefix} ${c(g.service)} 的 ${g.addresses.length} 个${noun}：现在${g.after === 0 ? '没有 backend' : `有 ${g.after} 个 backend`}。`,
    why: g.sliceEndpoints.length
      ? `它的 EndpointSlice 列出了 ${codes(g.sliceEndpoints)}。`
      : `它的 EndpointSlice 此刻没有任何 endpoint，所以这是正确的：在 endpoint 恢复之前，访问它的 connect 都会被拒绝。`,
  };
}

function flush(n: NarrativeOf<'bufferFlush'>): NarrationText {
  const damaging = n.releases.find((r) => r.collateral.length > 0);
  if (damaging) {
    const r = damaging;
    const frozen = r.frozen[0];
    return {
      what: `${c(`backendRelease(${r.backend}, ${r.released})`)} 会删除所有 key 以 ${c(r.released)} 的字节开头的实例——而 ${codes(r.collateral)} 也以这些字节开头，于是两个实例都被删除${r.rowDeleted ? '，整行 backend 也被删掉' : ''}。`,
      why: `${c(frozen?.service ?? r.collateral[0]!)} 的 ${frozen?.addresses.length ?? 0} 个 frontend 仍显示 ${frozen?.backends ?? 0} 个 backend：frontend 的 backend 列表是上次刷新时冻结的快照，而此刻没有任何操作刷新它们。BPF 和 ${c('cilium service list')} 看起来一切正常，只有 ${c('db/show backends')} 能看出实例丢了。下次任何操作刷新 ${c(r.collateral[0]!)} 时，读到的 backend 将是 0 个。`,
    };
  }
  const spared = n.releases.find((r) => r.spared.length > 0);
  if (spared) {
    const r = spared;
    return {
      what: `${c(`backendRelease(${r.backend}, ${r.released})`)} 用 key 前缀 ${c(`${r.released}␣`)} 查找：只有 ${c(r.released)} 的实例匹配，${codes(r.spared)} 的实例得以保留。`,
      why: `修复后的 key 末尾都带一个空格，${c(`${r.released}␣`)} 不是 ${c(`${r.spared[0]}␣`)} 的前缀：释放只作用于本该释放的 Service。`,
    };
  }
  const victimLost = n.lost.find((g) => g.victim && g.after === 0);
  if (victimLost) {
    const g = victimLost;
    return {
      what: `这次刷新处理了 ${c(g.service)} 的 Service 更新，并按 backends 表重新计算它的 ${g.addresses.length} 个 frontend：现在都是 0 个 backend。`,
      why: `它的后端实例已被前缀匹配误删，尽管它的 EndpointSlice 仍然列着 ${codes(g.sliceEndpoints)}。接下来 BPF reconciler 会把这些条目写成 count 0。`,
    };
  }
  if (n.firstSync)
    return {
      what: `reflector 刷新首次 list 的结果：${n.keys} 个 key，在同一个写事务里处理。`,
      why: `每个 Service 变成若干 frontend（ClusterIP、NodePort、LoadBalancer 地址）；每个 EndpointSlice 地址变成一个 backend，其中每个 Service 各占一个实例。所有 frontend 都被标记为 Pending，等待 BPF reconciler 下发。`,
    };
  const release = n.releases[0];
  if (release)
    return {
      what: `${c(`backendRelease(${release.backend}, ${release.released})`)} 释放 ${c(release.released)} 的实例${release.rowDeleted ? '：这是最后一个实例，于是整行 backend 被删除' : ''}。`,
      why: `slice 不再持有的地址会被释放。这里 key 查找只匹配到 ${c(release.released)}，没有波及其他 Service。`,
    };
  const lost = n.lost[0];
  if (lost) return countChange('这次刷新重新计算了', lost, ' frontend');
  const regained = n.regained[0];
  if (regained) {
    const still = n.stillLost.length
      ? `backend 行被重建时只包含 slice 发生变化的 Service 的实例：${codes(n.stillLost)} 的实例不会回来。`
      : '';
    return {
      what: `这次刷新让 ${c(regained.service)} 的 ${regained.addresses.length} 个 frontend 恢复为 ${regained.after} 个 backend。`,
      why: `它的 EndpointSlice 重新列出了 ${codes(regained.sliceEndpoints)}。${still}`,
    };
  }
  const svc = n.services.length ? `其中刷新了 ${codes(n.services)} 的 frontend。` : '';
  return {
    what: `reflector 在一个写事务中刷新 ${n.keys} 个 key。${svc}`,
    why: n.stillLost.length
      ? `客户端此刻察觉不到任何变化——但 backends 表里 ${codes(n.stillLost)} 的实例仍然缺失。`
      : `客户端察觉不到任何变化：写入的仍是同样的 backend。`,
  };
}

function bpf(n: NarrativeOf<'bpfReconcile'>): NarrationText {
  const victim = n.lost.find((g) => g.victim && g.after === 0);
  if (victim)
    return {
      what: `BPF reconciler 把 ${c(victim.service)} 的 ${victim.addresses.length} 个条目改写为 count 0，并删除它们的 backend slot：${codes(victim.addresses)}。`,
      why: `从现在起，本节点上访问这些地址的 connect 都会被当场拒绝，尽管该 Service 的 EndpointSlice 列着 ${codes(victim.sliceEndpoints)}。${c('cilium bpf lb list')} 中它们显示为 ${c('(0) 0.0.0.0:0 … [non-routable]')} 且没有 slot 行：正是排查文中看到的故障状态。`,
    };
  const lost = n.lost[0];
  if (lost) return countChange('BPF reconciler 改写了', lost, '条目');
  const regained = n.regained[0];
  if (regained)
    return {
      what: `BPF reconciler 为 ${c(regained.service)} 的 ${regained.addresses.length} 个条目恢复了 backend slot（count ${regained.after}）。`,
      why: `访问 ${codes(regained.addresses)} 的 connect 重新可用。`,
    };
  if (n.created)
    return {
      what: `BPF reconciler 把 ${n.created} 个 frontend 写入 LB map：一个主条目（slot 0，记录 backend 数量 count），每个 backend 再占一个 slot。`,
      why: `从现在起，本节点上访问这些地址的 connect 在发出任何数据包之前，就会被 socket-LB 改写到某个 backend。`,
    };
  if (n.deleted.length)
    return {
      what: `BPF reconciler 删除了 ${n.deleted.length} 个已删除 frontend 的条目。`,
      why: `它们的主条目、backend slot 和 rev-NAT 条目一并删除。`,
    };
  return {
    what: `BPF reconciler 重新下发 ${n.programmed} 个 frontend，count 没有变化。`,
    why: `被刷新的 frontend 总会重新下发，即使它的 backend 没有变化。`,
  };
}

function kubectl(n: NarrativeOf<'kubectlWrite'>): NarrationText {
  const w = n.write;
  const obj = c(`${w.namespace}/${w.name}`);
  if (w.unchanged)
    return {
      what: `${c(n.command)}：kube-apiserver 做了应答，但 ${w.resource} ${obj} 本来就是这个样子（没有变化）。`,
      why: `不改变对象内容的写入不会被存储：resourceVersion 不变，所有 watch 方（包括 agent）都收不到事件。这样的写入既不会触发故障，也无法修复它。`,
    };
  if (w.resource === 'EndpointSlice') {
    if (w.verb === 'delete')
      return {
        what: `kubectl 删除 EndpointSlice ${obj}。`,
        why: `agent 把被删除的 slice 当作没有 endpoint 的 slice 处理：它持有的每个地址都成为 ${c('backendRelease')} 要释放的孤儿 backend。`,
      };
    if (w.verb === 'create')
      return {
        what: `kubectl 创建 EndpointSlice ${obj}。`,
        why: `agent 把其中的地址加为 backend，并刷新所属 Service 的 frontend。`,
      };
    const eps = w.patch?.endpoints;
    const to =
      eps === undefined
        ? '修改端口'
        : eps === null || eps.length === 0
          ? '清空 endpoint'
          : `改为 ${codes(eps)}`;
    return {
      what: `kubectl 对 EndpointSlice ${obj} 执行 patch：${to}。`,
      why: `所有 watcher 都会收到这次更新。agent 处理它时，slice 不再持有的每个地址都会成为孤儿 backend，交给 ${c('backendRelease')} 释放。`,
    };
  }
  if (w.verb === 'delete')
    return {
      what: `kubectl 删除 Service ${obj}。`,
      why: `agent 删除它的 frontend，BPF reconciler 随后删除对应的条目。`,
    };
  if (w.verb === 'create')
    return {
      what: `kubectl 创建 Service ${obj}。`,
      why: `agent 把它转换为 frontend 并下发到 BPF。`,
    };
  const a = w.annotation;
  return {
    what: `kubectl 给 Service ${obj} 加注解${a ? `（${c(`${a.key}=${a.value}`)}）` : ''}。`,
    why:
      n.role === 'victim'
        ? `任何 Service 更新都会让 agent 按 backends 表重新计算该 Service 的 frontend——而自前缀匹配误释放以来，表里已没有它的实例。这次看似无害的写操作就是触发点。`
        : n.role === 'spared'
          ? `任何 Service 更新都会让 agent 按 backends 表重新计算它的 frontend；修复后的 key 下它的实例仍在，所以什么都不会坏。`
          : `任何 Service 更新（哪怕只是注解）都会让 agent 按 backends 表重新计算该 Service 的 frontend。`,
  };
}

function restoredHere(processedAlone: boolean | null, damage: boolean, dropped: boolean): string {
  if (processedAlone && dropped)
    return `agent 的 watch 随着停止的副本断开了，这次恢复永远到不了它：它手里只剩空 slice，只能单独处理${damage ? '，前缀匹配的释放随之造成破坏' : ''}。`;
  return processedAlone === false
    ? `清空和这次恢复在同一个 500 ms 缓冲窗口内到达 agent，它只会处理最终状态：这一次无害。`
    : processedAlone === true
      ? damage
        ? `为时已晚：agent 已经单独处理过空 slice，前缀匹配的误释放已经造成了破坏。`
        : `来不及相互抵消：agent 已经单独处理了空 slice 并释放了它的 backend；下一次刷新时它的 frontend 会重新拿到 backend。`
      : `运行中的副本每 10 s 对账一次，所以 slice 可能会空上约 10 s。`;
}

/** 逐个节点：哪些 agent 在同一个缓冲窗口里收到了清空和恢复，哪些没有。 */
function restoredOnNodes(nodes: NodeRestore[]): string {
  const safe = nodes.filter((x) => x.processedAlone === false);
  const hit = nodes.filter((x) => x.processedAlone === true);
  const at = (x: NodeRestore) => `${c(x.node)}（定时器在每 500 ms 的第 ${x.tickerPhaseMs} ms 触发）`;
  const out: string[] = [];
  if (safe.length)
    out.push(
      `在 ${list(safe.map(at))} 上，清空和这次恢复之间没有定时器触发：agent 只处理了最终状态，什么都没有被释放。`,
    );
  const ticked = hit.filter((x) => !x.watchDropped);
  const dropped = hit.filter((x) => x.watchDropped);
  if (ticked.length)
    out.push(
      `在 ${list(ticked.map(at))} 上，两者之间恰好有一次定时器触发，空 slice 被单独刷新${ticked.some((x) => x.damage) ? '，前缀匹配的释放带走了另一个 Service 的实例' : ''}。`,
    );
  if (dropped.length)
    out.push(
      `在 ${codes(dropped.map((x) => x.node))} 上，agent 的 watch 随着停止的副本断开，这次恢复永远到不了它，它手里只剩空 slice${dropped.some((x) => x.damage) ? '，同样造成破坏' : ''}。`,
    );
  out.push(
    dropped.length
      ? '同一个集群、同样的写入：决定结果的是每个节点的定时器相位，以及它的 watch 连在哪个副本上。'
      : '同一个集群、同样的写入：决定结果的是每个节点自己的定时器相位。',
  );
  return out.join('');
}

function narrate(n: Narrative): NarrationText {
  switch (n.kind) {
    case 'agentStart':
      if (n.restarts === 0)
        return {
          what: `cilium-agent ${c(n.pod)} 在节点上启动。`,
          why: `它的 statedb 表（services、frontends、backends）存在内存里，启动时为空；BPF map 里也还什么都没有：本节点还不会拦截访问 Service 地址的流量。`,
        };
      return {
        what:
          n.cause === 'helmUpgrade'
            ? `一次 ${c('helm upgrade')} 修改了 Cilium 的配置并重建 agent Pod：${c(n.pod)} 重新启动（第 ${n.restarts} 次）。`
            : n.cause === 'rolloutRestart'
              ? `${c('kubectl -n kube-system rollout restart ds/cilium')} 重建了 agent Pod：${c(n.pod)} 重新启动（第 ${n.restarts} 次）。`
              : `cilium-agent ${c(n.pod)} 重启（第 ${n.restarts} 次）。`,
        why: `内存中的表重新变空，但 BPF map 在内核里，之前写入的 ${n.keptEntries} 个条目都还在${n.blockedApi ? `——包括 ${c(n.blockedApi)} 那个空条目，也就是它自己通往 apiserver 的路` : ''}。要重建任何东西，它必须先连上 apiserver。`,
      };
    case 'agentListed': {
      const k = n.c.connect;
      return {
        what: `agent 连上 ${c(k.to)} 处的 apiserver，list 到 ${n.services} 个 Service 和 ${n.slices} 个 EndpointSlice。`,
        why:
          k.cause === 'viaCloudLb'
            ? `${cause(n.c)}agent 第一次能启动正是靠这条路，尽管之后同一个地址会经过它自己的 BPF map。`
            : cause(n.c),
      };
    }
    case 'agentConfigRetry':
      return {
        what: `agent 的 config 步骤再次尝试连接 ${c(n.c.connect.to)}：${errno(n.c.connect.result)}。`,
        why: `${cause(n.c)}它每 5 s 重试一次，持续一分钟。`,
      };
    case 'agentCrashLoop':
      return {
        what: `一分钟后 config 步骤放弃（连接 ${c(n.c.connect.to)} 返回 ${errno(n.c.connect.result)}）：pod 进入 CrashLoopBackOff，Kubernetes 将在 ${secs(n.backoffMs)} s 后重启它。`,
        why: n.circular
          ? `循环依赖：agent 需要 apiserver 来刷新 ${c(n.c.connect.service ?? '?')} 的条目，而正是这个空条目挡住了它通往 apiserver 的路。重启无济于事，因为条目保留在内核里。排查文给出的规避办法：让 agent 使用不被任何 Service VIP 覆盖的地址，例如 apiserver 的 endpoint 地址。`
          : `${cause(n.c)}退避之后它会再试。`,
      };
    case 'kubectlWrite':
      return kubectl(n);
    case 'apiserverRestart':
      return {
        what:
          n.replica === undefined
            ? `一次集群规格调整把 ${n.replicas} 个 kube-apiserver 副本逐个替换。`
            : `${c(`kube-apiserver-${n.replica}`)} 被重启。`,
        why: `每个停止的副本都会执行 kubernetes-service controller 的 ${c('Stop()')}，它承载的每条 watch（agent 的、service-controller 的）都随之断开。`,
      };
    case 'replicaStop':
      return {
        what: `${c(n.replica)} 停止。${c('Stop()')} 调用 ${c('RemoveEndpoints')}，从 etcd 中删除 lease ${c(n.lease)}。`,
        why:
          n.replicas > 1
            ? `所有副本通告的是同一个地址，因此共用这一个 lease key：它一删除，etcd 看起来就像一个 apiserver 都不剩了，尽管还有 ${n.replicas - 1} 个副本在运行。`
            : `lease 删除后，etcd 中不再有任何 apiserver 地址。`,
      };
    case 'replicaStarted':
      return {
        what: `${c(n.replica)} 恢复服务。`,
        why: `启动中的副本会重建 lease，但拒绝写入空的 endpoint 列表。`,
      };
    case 'sliceCleared':
      return {
        what: `${c(n.replica)} 最后一次对账 ${c(n.slice)}：已经没有 lease，于是把 slice 写成 ${c('endpoints: null')}。`,
        why: `运行中的副本拒绝写入空列表，正在停止的副本却可以。这个即将退出的 apiserver 的最后一次写入永远不会进入审计日志——所以排查时在审计日志里找不到它，只能另写一个 watch 程序来观察。`,
      };
    case 'sliceRestored':
      return {
        what: `${c(n.replica)} 的周期性对账重建了 lease，并把 ${c(n.slice)} 恢复为 ${c(`[${n.ips.join(', ')}]`)}${n.emptyForMs !== null ? `，距被清空 ${secs(n.emptyForMs)} s` : ''}。`,
        why: n.nodes ? restoredOnNodes(n.nodes) : restoredHere(n.processedAlone, n.damage, n.watchDropped),
      };
    case 'watchEvent': {
      const objs = [
        ...n.services.map((s) => `Service ${c(s)}`),
        ...n.slices.map((s) => `EndpointSlice ${c(s)}`),
      ];
      return {
        what:
          objs.length > 3
            ? `${objs.length} 个 watch 事件（首次 list 的结果）进入 agent 的 reflector 缓冲区。`
            : `${list(objs)} 的 watch 事件进入 agent 的 reflector 缓冲区。`,
        why: `缓冲区按固定的 500 ms 周期在一个写事务中刷新。若一个 slice 在同一窗口内被清空又恢复，只会处理最终状态；若两者落在两个窗口，清空就会被单独处理。`,
      };
    }
    case 'watchDropped':
      return n.client === 'agent'
        ? {
            what: `agent 经由 ${c(n.replica)} 的 watch 断开。`,
            why: n.agentAddress
              ? `它会经 ${c(n.agentAddress)} 重连——这是一个 Service 地址，所以从本节点能否连通，取决于 agent 自己的 BPF map。`
              : `它会经自己配置的 apiserver 地址重连。`,
          }
        : {
            what: `service-controller 经由 ${c(n.replica)} 的 watch 断开。`,
            why: `service-controller 运行在节点之外。重连之后，它会对所有 LoadBalancer Service 重新对账。`,
          };
    case 'agentReconnected':
      if (n.relist)
        return {
          what: `agent 经 ${c(n.c.connect.to)} 重建 watch；它的 resourceVersion 已经过旧（${c('410 Gone')}），于是重新全量 list：${n.missed} 个对象被重新投递。`,
          why: `全量 re-list 会重新投递每一个 EndpointSlice，包括没有变化的那些：下一次刷新会重新写入它们的 backend${n.stillLost.length ? `，${codes(n.stillLost)} 因此找回了丢失的实例` : ''}。${cause(n.c)}`,
        };
      return {
        what: `agent 经 ${c(n.c.connect.to)} 重建 watch，从上次的 resourceVersion 继续，收到断线期间错过的 ${n.missed} 个变更。`,
        why: n.stillLost.length
          ? `没有发生全量 re-list，所以没有任何事件会重新投递 ${codes(n.stillLost)} 的 EndpointSlice：丢失的实例不会被重建。${cause(n.c)}`
          : `续传只投递断线期间发生的变化。${cause(n.c)}`,
      };
    case 'scReconnected':
      return {
        what: `service-controller 重连，对 ${n.loadBalancers} 个 LoadBalancer Service 重新对账。`,
        why: n.agentWatching
          ? `每次对账最后都会把同步时间写进 Service 注解：这是一次 Service 更新，所有 watcher（包括 agent）都会收到。`
          : `每次对账最后都会把同步时间写进 Service 注解：这是一次 Service 更新，所有 watcher 都会收到，唯独 agent 收不到：它的 watch 已经断开。`,
      };
    case 'watchReconnectFailed':
      return {
        what: `agent 无法重建 watch：连接 ${c(n.c.connect.to)} 返回 ${errno(n.c.connect.result)}。它还在运行，却已经“聋”了：日志里不断出现 ${c('k8sError … failed to list')} 和 ${c('/healthz returning unhealthy')}。`,
        why: n.circular ? `${cause(n.c)}agent 从此与能修复该条目的 apiserver 断了联系。` : cause(n.c),
      };
    case 'bufferFlush':
      return flush(n);
    case 'bpfReconcile':
      return bpf(n);
    case 'lbReconcile':
      return {
        what: `service-controller 对 LoadBalancer ${c(n.service)} 重新对账（EnsuringLoadBalancer）。`,
        why: `重连后的例行操作。关键在于它接下来写入的内容。`,
      };
    case 'annotationPatch':
      return {
        what: `service-controller 把同步时间写进 ${c(n.service)} 的注解。`,
        why: !n.agentWatching
          ? `这是一次 Service 更新，但 agent 的 watch 已经断开：它收不到这次更新，这个节点上什么都不会变。`
          : n.role === 'victim' && n.emptiedAtMs !== null
            ? `这是一次 Service 更新：agent 再次按 backends 表重新计算 ${c(n.service)} 的 frontend，表里仍然没有它的实例。frontend 继续为空，自 ${secs(n.emptiedAtMs)} s 起一直如此。`
            : n.role === 'victim'
              ? `这是一次 Service 更新：agent 会按 backends 表重新计算 ${c(n.service)} 的 frontend，而表里它的实例自 ${secs(n.lostAtMs ?? 0)} s 起就不见了。这个例行 patch 就是触发点。`
              : n.role === 'spared'
                ? `这是一次 Service 更新：agent 刷新它的 frontend；修复后的 key 下它的实例仍在 backends 表中，frontend 保留 backend。`
                : `这是一次 Service 更新：agent 按 backends 表重新计算该 Service 的 frontend。`,
      };
    case 'connect': {
      const k = n.c.connect;
      return {
        what:
          k.result === 'ok'
            ? `${c(k.client)} 连接 ${c(k.to)}：成功。`
            : `${c(k.client)} 连接 ${c(k.to)}：${k.cause === 'noBackends' ? '立即' : ''}失败，返回 ${errno(k.result)}。`,
        why:
          n.c.victim && k.cause === 'noBackends'
            ? `${cause(n.c)}而该 Service 的 EndpointSlice 明明列着 endpoint：这就是故障本身。`
            : cause(n.c),
      };
    }
  }
}

export const narrationZh: NarrationCatalog = {
  narrate,
  errno,
  inferred: {
    errnoByKernel:
      'EPERM 还是 EHOSTUNREACH 取决于内核：没有 bpf_set_retval（5.18 之前）时，hook 只能让 connect() 以 EPERM 失败。',
    relistAfterGone:
      '本场景让 agent 在 watch 恢复后全量 re-list，就像 apiserver 返回 410 Gone 时 client-go 的做法（副本被替换后很可能如此，取决于它的 watch 缓存）。排查文中的调试日志则表明，事故中的 agent 是续传的。',
    resumeNotRelist:
      '模型假定重连后 watch 从上次的 resourceVersion 续传，这与排查文中的调试日志一致。apiserver 被替换后，client-go 也可能收到 410 Gone 而全量 re-list，那样会重新投递所有 slice，受害 Service 也就恢复了。',
    sourcePriority:
      'Kubernetes 数据源的优先级在模型中取 4（只影响存储 key 的最后一个字节）；查找前缀总是用优先级 0 构造，所以无论如何都会触发这个 bug。',
  },
  runNote: (count, from, to) => `这一拍代表 ${count} 个相似的步骤，从 ${secs(from)} s 到 ${secs(to)} s。`,
};
