/**
 * Every string of the "Scan my cluster" view, in English and 简体中文. Loaded with the view (not with the first
 * page), and kept out of the app's catalogs so the scanner ships as one lazy piece. `{name}` is a parameter.
 */
import type { InputProblem } from '../../scan/inputError';
import type { VersionReason, VersionStatus } from '../../scan/versionVerdict';

export interface ScanMessages {
  title: string;
  intro: string;
  privacy: string;
  close: string;
  inputHeading: string;
  inputAgain: string;
  dropHere: string;
  chooseFiles: string;
  chooseFolder: string;
  pasteLabel: string;
  scanText: string;
  example: string;
  versionLabel: string;
  versionHint: string;
  redact: string;
  progress: string;
  progressScan: string;
  cancel: string;
  cancelled: string;
  errorTitle: string;
  problem: Record<InputProblem, string>;
  where: string;
  resultsHeading: string;
  inputsLine: string;
  ignored: string;
  verdictVersion: string;
  verdictExposure: string;
  verdictDamage: string;
  versionStatus: Record<VersionStatus, string>;
  versionReason: Record<VersionReason, string>;
  versionFrom: string;
  versionsSeen: string;
  vendorBuild: string;
  kprOff: string;
  exposed: string;
  notExposedAll: string;
  notExposedCount: string;
  damageStatus: { damaged: string; none: string; 'no-data': string };
  damageCounts: string;
  summary: { 0: string; 2: string; 3: string; fixedWithPairs: string };
  exitCode: string;
  pairsHeading: string;
  pairsEmpty: string;
  filterLabel: string;
  filterNone: string;
  shownOf: string;
  colReleased: string;
  colVictim: string;
  colPrefix: string;
  colShared: string;
  colEffect: string;
  colActions: string;
  sortBy: string;
  effectAll: string;
  effectSome: string;
  bytes: string;
  copyTable: string;
  copied: string;
  copyFailed: string;
  replay: string;
  replayOf: string;
  replayFailed: string;
  explain: string;
  explainOf: string;
  hide: string;
  explainSentence: string;
  explainSentencePartial: string;
  explainPrefix: string;
  explainVictimKey: string;
  explainFixed: string;
  explainNamespaces: string;
  explainConditions: string;
  conditionItem: string;
  listSeparator: string;
  notExposedHeading: string;
  notExposedReason: { 'no-shared-backend': string; 'victim-headless': string; 'victim-not-in-dump': string };
  nearMiss: string;
  differs: { port: string; protocol: string };
  damageDetails: string;
  damageFrontend: string;
  damageLog: string;
  explainedBy: string;
  unexplained: string;
  crossHeading: string;
  crossPrefixHeading: string;
  crossWhy: string;
  crossRow: string;
  warningsHeading: string;
  downloadHeading: string;
  filesLabel: string;
}

const en: ScanMessages = {
  title: 'Scan my cluster',
  intro:
    'Could cilium/cilium#43619 hit your cluster — and has it already? Give the scanner your Services and EndpointSlices (kubectl get svc,endpointslices -A -o yaml) or a cilium sysdump.',
  privacy: 'Everything is parsed locally in this browser tab. Nothing is uploaded.',
  close: 'Close',
  inputHeading: 'Input',
  inputAgain: 'Scan other input',
  dropHere:
    'Drop files here: kubectl JSON or YAML, a cilium sysdump (.zip, or its unpacked folder), cilium-dbg bpf lb list or service list outputs, agent logs.',
  chooseFiles: 'Choose files…',
  chooseFolder: 'Choose a folder…',
  pasteLabel: 'Or paste kubectl output (JSON or YAML)',
  scanText: 'Scan pasted text',
  example: 'Try an example: the incident cluster',
  versionLabel: 'Cilium version',
  versionHint: 'optional; overrides what the dump says, e.g. v1.18.6',
  redact: 'Hide names and addresses (stable placeholders)',
  progress: 'Reading {file} ({done} of {total})',
  progressScan: 'Scanning…',
  cancel: 'Cancel',
  cancelled: 'Scan cancelled.',
  errorTitle: 'The input could not be scanned',
  problem: {
    'too-large':
      '{file} is too large ({detail}). Dump only what the scanner needs, as JSON: kubectl get svc,endpointslices -A -o json (or split it by namespace).',
    json: '{file} is not valid JSON{where}: {detail}.',
    yaml: '{file} is not valid YAML{where}: {detail}.',
    'wrong-kind':
      '{file}{where} holds {detail}, not Services or EndpointSlices. Expected: kubectl get svc,endpointslices -A -o yaml, a cilium sysdump, or a Cilium command output.',
    neither:
      '{file} is neither Kubernetes objects (JSON or YAML) nor a Cilium output (bpf lb list, service list, agent log).',
    binary: '{file} is a binary file: not text, and not a zip, tar or gzip archive.',
    archive: '{file} is a damaged or truncated archive. {detail}',
    'no-services': 'No Services found in {file}. Dump them with: kubectl get svc,endpointslices -A -o yaml.',
    'no-slices':
      'Found {detail} Services but no EndpointSlices in {file}. Cilium takes backends from EndpointSlices: dump both.',
    object: '{file}{where}: {detail}.',
    usage: '{file}: {detail}',
  },
  where: ' (line {line})',
  resultsHeading: 'Verdicts',
  inputsLine:
    '{files} file(s): {services} Services, {slices} EndpointSlices, {endpoints} endpoints, {nodes} node output set(s).',
  ignored: 'Ignored: {list}.',
  verdictVersion: 'Version',
  verdictExposure: 'Exposure',
  verdictDamage: 'Damage now',
  versionStatus: {
    affected: 'Affected',
    possibly: 'Possibly affected',
    unknown: 'Unknown',
    fixed: 'Fixed',
    'not-affected': 'Not affected',
  },
  versionReason: {
    'no-version':
      'No Cilium version in the input. Enter it in the “{field}” field below, under “{section}”, and scan again — the scanner does not guess.',
    unparsable:
      'The version found cannot be read. Enter it in the “{field}” field below, under “{section}”, and scan again.',
    'no-patch': 'v1.18 without a patch level: v1.18.0–v1.18.6 are affected, v1.18.7 and later are fixed.',
    'affected-range':
      'v1.18.0–v1.18.6 release backends by name prefix. Fixed in v1.18.7 (backport #43777) and v1.19.0-rc.0 (#43620).',
    'affected-prerelease': 'A pre-release built before the fix (#43620 first shipped in v1.19.0-rc.0).',
    'fixed-backport': 'v1.18.7 and later carry the backport #43777.',
    'fixed-release': 'v1.19.0-rc.0 and later carry the fix #43620.',
    'v117-experimental-on':
      'v1.17 with the experimental load balancer (enable-experimental-lb) has the same prefix release.',
    'v117-experimental-off':
      'v1.17 without the experimental load balancer uses the old service control plane.',
    'v117-experimental-unknown':
      'v1.17 is affected only with enable-experimental-lb, and the input has no cilium-config to tell.',
    older: 'Versions before v1.17 do not have the new load-balancer control plane.',
  },
  versionFrom: 'from {source}',
  versionsSeen: 'Versions seen: {list}',
  vendorBuild: 'A vendor build: it may carry the backport #43777 — ask the vendor.',
  kprOff:
    'kube-proxy replacement is {kpr}: NodePort and LoadBalancer traffic goes through kube-proxy, but Cilium still programs ClusterIP frontends.',
  exposed: '{n} exposed pair(s)',
  notExposedAll: 'No exposed pairs',
  notExposedCount: '{n} prefix pair(s) do not collide.',
  damageStatus: {
    damaged: 'Damage present',
    none: 'None seen',
    'no-data': 'No node outputs',
  },
  damageCounts: '{frontends} empty frontend(s), {logs} VIP(s) with "operation not permitted" in agent logs.',
  summary: {
    0: 'Not affected: no two Services share a backend under byte-prefix names.',
    2: 'At risk: exposed pairs, and this Cilium version is {status}.',
    3: 'Damage now: Services with ready endpoints have frontends without backends.',
    fixedWithPairs: 'Not affected: the pairs are exposed, but this Cilium version is {status}.',
  },
  exitCode: 'CLI exit code {code}',
  pairsHeading: 'Exposed pairs',
  pairsEmpty: 'No two Services in this input share a backend under byte-prefix names.',
  filterLabel: 'Filter pairs',
  filterNone: 'No pair matches the filter.',
  shownOf: '{shown} of {total} shown',
  colReleased: 'Released (shorter name)',
  colVictim: 'Victim (longer name)',
  colPrefix: 'Prefix bytes',
  colShared: 'Shared backends',
  colEffect: 'Effect on the victim',
  colActions: 'Actions',
  sortBy: 'Sort by {col}',
  effectAll: 'loses all backends',
  effectSome: 'loses {n} of {m}',
  bytes: '{n} bytes',
  copyTable: 'Copy table',
  copied: 'Table copied ({n} rows).',
  copyFailed: 'The browser blocked copying; select the table instead.',
  replay: 'Replay',
  replayOf: 'Replay {pair} in the explainer',
  replayFailed: 'No replay for {pair}: {reason}',
  explain: 'Explain',
  explainOf: 'Explain {pair}',
  hide: 'Hide',
  explainSentence:
    'When the EndpointSlices of {released} drop {shared}, the buggy backendRelease also removes the instance of {victim}. Its frontends keep working until {victim} is next updated (an annotation is enough); then they have no backends and connects fail with "operation not permitted". Endpoint changes of {victim} never affect {released}.',
  explainSentencePartial:
    'When the EndpointSlices of {released} drop {shared}, the buggy backendRelease also removes the instance of {victim}. At its next update (an annotation is enough) its frontends lose {n} of their {m} backends. Endpoint changes of {victim} never affect {released}.',
  explainPrefix: 'Lookup prefix of {released} with the buggy key ({n} bytes):',
  explainVictimKey: 'Instance key of {victim} — it starts with those bytes:',
  explainFixed: 'The fixed key (#43620) appends 0x20, which {victim}’s key does not have at that position:',
  explainConditions:
    'Not ready in this dump: {list}. They count as shared all the same: a readiness change is what releases the backend, and the address is listed on both sides.',
  conditionItem: '{backend} in {service} ({conditions})',
  listSeparator: '; ',
  explainNamespaces:
    'Only names in the same namespace can collide: the key is "namespace/name", and a namespace cannot contain "/".',
  notExposedHeading: 'Prefix names that do not collide ({n})',
  notExposedReason: {
    'no-shared-backend': 'no shared backend',
    'victim-headless': 'the longer-named Service is headless (Cilium gives it no frontends)',
    'victim-not-in-dump': 'the longer-named Service is not in the input',
  },
  nearMiss: '{address}: a different {differs}, so a different backend row',
  differs: { port: 'port', protocol: 'protocol' },
  damageDetails: 'Empty frontends and rejected connects',
  damageFrontend:
    '{node}: {frontend} {flags} has no backends, although {service} has {ready} ready endpoint(s) ({source}).',
  damageLog:
    '{node}: {lines} agent log line(s) with "operation not permitted" towards {vip} ({service}), first at {source}.',
  explainedBy: 'Explained by {pair}.',
  unexplained: 'No prefix pair in the input explains it.',
  crossHeading: 'Same names in other namespaces ({n}) — safe',
  crossPrefixHeading: 'Prefix names in other namespaces ({n}) — safe',
  crossWhy:
    'These look like a collision by name, and they share a backend, but they are in different namespaces. The key Cilium matches is "namespace/name"; since a namespace cannot contain "/", one namespace’s key is never a byte-prefix of another’s.',
  crossRow: '{a} and {b} share {shared}',
  warningsHeading: 'Warnings',
  downloadHeading: 'Download the report',
  filesLabel: 'Files',
};

const zh: ScanMessages = {
  title: '扫描我的集群',
  intro:
    'cilium/cilium#43619 会不会影响你的集群？是否已经发生？请提供集群的 Service 和 EndpointSlice（kubectl get svc,endpointslices -A -o yaml），或一个 cilium sysdump。',
  privacy: '所有内容都只在本浏览器标签页内解析，不会上传任何数据。',
  close: '关闭',
  inputHeading: '输入',
  inputAgain: '扫描其他输入',
  dropHere:
    '把文件拖放到这里：kubectl 输出的 JSON 或 YAML、cilium sysdump（.zip 或解压后的文件夹）、cilium-dbg bpf lb list 或 service list 的输出、agent 日志。',
  chooseFiles: '选择文件…',
  chooseFolder: '选择文件夹…',
  pasteLabel: '或者粘贴 kubectl 输出（JSON 或 YAML）',
  scanText: '扫描粘贴的内容',
  example: '试试示例：事故中的集群',
  versionLabel: 'Cilium 版本',
  versionHint: '可选；填写后以此为准，例如 v1.18.6',
  redact: '隐藏名称和地址（用固定的占位符代替）',
  progress: '正在读取 {file}（第 {done} 个，共 {total} 个）',
  progressScan: '正在扫描…',
  cancel: '取消',
  cancelled: '扫描已取消。',
  errorTitle: '无法扫描这些输入',
  problem: {
    'too-large':
      '{file} 太大（{detail}）。只导出扫描需要的内容，并使用 JSON：kubectl get svc,endpointslices -A -o json（也可以按命名空间拆分）。',
    json: '{file} 不是有效的 JSON{where}：{detail}。',
    yaml: '{file} 不是有效的 YAML{where}：{detail}。',
    'wrong-kind':
      '{file}{where} 中是 {detail}，而不是 Service 或 EndpointSlice。需要的是 kubectl get svc,endpointslices -A -o yaml 的输出、cilium sysdump，或 Cilium 命令的输出。',
    neither:
      '{file} 既不是 Kubernetes 对象（JSON 或 YAML），也不是 Cilium 的输出（bpf lb list、service list、agent 日志）。',
    binary: '{file} 是二进制文件：不是文本，也不是 zip、tar 或 gzip 压缩包。',
    archive: '{file} 是损坏或不完整的压缩包。{detail}',
    'no-services': '{file} 中没有 Service。请用 kubectl get svc,endpointslices -A -o yaml 导出。',
    'no-slices':
      '{file} 中有 {detail} 个 Service，但没有 EndpointSlice。Cilium 的后端来自 EndpointSlice：请一并导出。',
    object: '{file}{where}：{detail}。',
    usage: '{file}：{detail}',
  },
  where: '（第 {line} 行）',
  resultsHeading: '结论',
  inputsLine:
    '{files} 个文件：{services} 个 Service、{slices} 个 EndpointSlice、{endpoints} 个 endpoint、{nodes} 组节点输出。',
  ignored: '已忽略：{list}。',
  verdictVersion: '版本',
  verdictExposure: '暴露面',
  verdictDamage: '当前损坏',
  versionStatus: {
    affected: '受影响',
    possibly: '可能受影响',
    unknown: '未知',
    fixed: '已修复',
    'not-affected': '不受影响',
  },
  versionReason: {
    'no-version':
      '输入中没有 Cilium 版本。请在下方“{section}”中的“{field}”一栏填写后重新扫描——扫描器不会猜测。',
    unparsable: '找到的版本号无法识别。请在下方“{section}”中的“{field}”一栏填写后重新扫描。',
    'no-patch': '只有 v1.18，没有补丁版本号：v1.18.0–v1.18.6 受影响，v1.18.7 及以后已修复。',
    'affected-range':
      'v1.18.0–v1.18.6 按名称前缀释放后端。v1.18.7（backport #43777）和 v1.19.0-rc.0（#43620）已修复。',
    'affected-prerelease': '这是修复之前构建的预发布版本（#43620 最早随 v1.19.0-rc.0 发布）。',
    'fixed-backport': 'v1.18.7 及以后包含 backport #43777。',
    'fixed-release': 'v1.19.0-rc.0 及以后包含修复 #43620。',
    'v117-experimental-on': '启用了实验性负载均衡（enable-experimental-lb）的 v1.17 有同样的前缀释放问题。',
    'v117-experimental-off': '未启用实验性负载均衡的 v1.17 使用旧的 service 控制面。',
    'v117-experimental-unknown':
      'v1.17 只有在启用 enable-experimental-lb 时才受影响，而输入中没有 cilium-config 可以判断。',
    older: 'v1.17 之前的版本没有新的负载均衡控制面。',
  },
  versionFrom: '来源：{source}',
  versionsSeen: '发现的版本：{list}',
  vendorBuild: '这是厂商构建的版本：可能已包含 backport #43777，请向厂商确认。',
  kprOff:
    'kube-proxy replacement 为 {kpr}：NodePort 和 LoadBalancer 流量走 kube-proxy，但 Cilium 仍会为 ClusterIP 下发 frontend。',
  exposed: '{n} 对暴露的 Service',
  notExposedAll: '没有暴露的 Service 对',
  notExposedCount: '另有 {n} 对名称是前缀关系，但不会冲突。',
  damageStatus: {
    damaged: '已出现损坏',
    none: '未发现',
    'no-data': '没有节点输出',
  },
  damageCounts:
    '{frontends} 个 frontend 没有后端，agent 日志中有 {logs} 个 VIP 出现 “operation not permitted”。',
  summary: {
    0: '不受影响：没有名称呈字节前缀关系且共享后端的 Service。',
    2: '存在风险：有暴露的 Service 对，且该 Cilium 版本{status}。',
    3: '已经出现损坏：有就绪 endpoint 的 Service，其 frontend 却没有后端。',
    fixedWithPairs: '不受影响：虽然有暴露的 Service 对，但该 Cilium 版本{status}。',
  },
  exitCode: '命令行退出码 {code}',
  pairsHeading: '暴露的 Service 对',
  pairsEmpty: '这些输入中没有名称呈字节前缀关系且共享后端的 Service。',
  filterLabel: '筛选',
  filterNone: '没有符合筛选条件的 Service 对。',
  shownOf: '显示 {shown} / {total}',
  colReleased: '被释放方（名称较短）',
  colVictim: '受害方（名称较长）',
  colPrefix: '前缀字节',
  colShared: '共享的后端',
  colEffect: '对受害方的影响',
  colActions: '操作',
  sortBy: '按{col}排序',
  effectAll: '失去全部后端',
  effectSome: '失去 {m} 个中的 {n} 个',
  bytes: '{n} 字节',
  copyTable: '复制表格',
  copied: '已复制表格（{n} 行）。',
  copyFailed: '浏览器阻止了复制；请直接选中表格。',
  replay: '重放',
  replayOf: '在讲解器中重放 {pair}',
  replayFailed: '{pair} 无法重放：{reason}',
  explain: '解释',
  explainOf: '解释 {pair}',
  hide: '收起',
  explainSentence:
    '当 {released} 的 EndpointSlice 去掉 {shared} 时，有缺陷的 backendRelease 会把 {victim} 的实例也一并删除。{victim} 的 frontend 在它下一次更新之前（加一个注解就够了）看起来一切正常；之后就没有任何后端，连接会报 “operation not permitted”。{victim} 的 endpoint 变化不会影响 {released}。',
  explainSentencePartial:
    '当 {released} 的 EndpointSlice 去掉 {shared} 时，有缺陷的 backendRelease 会把 {victim} 的实例也一并删除。在它下一次更新时（加一个注解就够了），其 frontend 会失去 {m} 个后端中的 {n} 个。{victim} 的 endpoint 变化不会影响 {released}。',
  explainPrefix: '有缺陷的 key 下，{released} 的查找前缀（{n} 字节）：',
  explainVictimKey: '{victim} 的实例 key——以这些字节开头：',
  explainFixed: '修复后的 key（#43620）在末尾加上 0x20，而 {victim} 的 key 在这个位置并不是 0x20：',
  explainConditions:
    '这份转储中未就绪的：{list}。它们照样算作共享：正是就绪状态的变化触发了后端的释放，而这个地址在两边都列着。',
  conditionItem: '{service} 中的 {backend}（{conditions}）',
  listSeparator: '；',
  explainNamespaces:
    '只有同一命名空间中的名称才可能冲突：key 是 “namespace/name”，而命名空间名称不能包含 “/”。',
  notExposedHeading: '名称呈前缀关系但不会冲突（{n}）',
  notExposedReason: {
    'no-shared-backend': '没有共享的后端',
    'victim-headless': '名称较长的 Service 是 headless 的（Cilium 不为它创建 frontend）',
    'victim-not-in-dump': '名称较长的 Service 不在输入中',
  },
  nearMiss: '{address}：{differs}不同，因此是不同的后端行',
  differs: { port: '端口', protocol: '协议' },
  damageDetails: '没有后端的 frontend 与被拒绝的连接',
  damageFrontend:
    '{node}：{frontend} {flags} 没有后端，但 {service} 有 {ready} 个就绪 endpoint（{source}）。',
  damageLog:
    '{node}：agent 日志中有 {lines} 行访问 {vip}（{service}）时报 “operation not permitted”，第一次出现在 {source}。',
  explainedBy: '原因：{pair}。',
  unexplained: '输入中没有能解释它的前缀对。',
  crossHeading: '其他命名空间中的同名 Service（{n}）——安全',
  crossPrefixHeading: '其他命名空间中名称呈前缀关系的 Service（{n}）——安全',
  crossWhy:
    '它们的名称看起来会冲突，也共享后端，但位于不同的命名空间。Cilium 匹配的 key 是 “namespace/name”；命名空间名称不能包含 “/”，所以一个命名空间的 key 永远不会是另一个命名空间 key 的字节前缀。',
  crossRow: '{a} 与 {b} 共享 {shared}',
  warningsHeading: '警告',
  downloadHeading: '下载报告',
  filesLabel: '文件',
};

export const scanMessages = { en, zh } as const;

/** Replaces `{name}` with params[name] (see fillTemplate: the one filler of every catalog). */
export { fillTemplate as fill } from '../../scenario/fillTemplate';
