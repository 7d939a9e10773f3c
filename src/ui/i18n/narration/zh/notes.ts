import type { NotePhrases, Wording } from '../../../../scenario/story/segments/phrases';
import { code as c } from '../format';

const writeUpSays = (p: number) => `排查文把 Kubernetes 数据源的优先级写作 0；运行中的 agent 实际存的是 ${p}`;

export const notesZh: Wording<NotePhrases> = {
  errnoByKernel: () =>
    'EPERM 还是 EHOSTUNREACH 取决于内核：没有 bpf_set_retval（5.18 之前）时，hook 只能让 connect() 以 EPERM 失败。',
  relistAfterGone: () =>
    '本场景让 agent 在 watch 恢复后全量 re-list，就像 apiserver 返回 410 Gone 时 client-go 的做法（副本被替换后很可能如此，取决于它的 watch 缓存）。排查文中的调试日志则表明，事故中的 agent 是续传的。',
  resumeNotRelist: () =>
    '模型假定重连后 watch 从上次的 resourceVersion 续传，这与排查文中的调试日志一致。apiserver 被替换后，client-go 也可能收到 410 Gone 而全量 re-list，那样会重新投递所有 slice，受害 Service 也就恢复了。',
  sourcePriorityBuggy: (x) =>
    `${writeUpSays(x.priority)}，所以存储的 key 以 ${c(`… ${x.storedTail}`)} 结尾。这不影响结果：有 bug 的查找前缀用优先级 0 构造，也就是裸的名字，所以无论如何都会触发这个 bug。`,
  sourcePriorityFixed: (x) =>
    `${writeUpSays(x.priority)}，这只改变存储 key 的最后一个字节（${c(`… ${x.storedTail}`)}）。修复后的查找前缀以空格字节 ${c(x.terminator)} 结尾，所以优先级是几都不影响匹配。`,
  replicaCount: () =>
    '共用 lease 的 apiserver 副本数是场景自己选的：排查文只说 apiserver 以多副本运行、共用一个通告地址，没有给出具体数量。',
  auditLogGap: () =>
    '排查文发现这次写入不在审计日志里。至于原因是副本正在停止，这是排查文自己的解释，没有日志能证明。',
  kubernetesServicePatched: () =>
    `最终的排查文说 ${c('default/kubernetes')} 这个 Service 没有任何操作，但早先草稿里的 agent 调试日志显示它是一个公网 LoadBalancer（${c('loadbalance-type:OPEN')}），它的 ${c('sync-begin-time')} 和 ${c('sync-end-time')} 注解不断变化。模型以日志为准：日志是 agent 实际收到了什么的第一手证据。`,
};
