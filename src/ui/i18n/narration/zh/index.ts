import { secs } from '../format';
import type { Phrasebook } from '../types';
import { agentZh } from './agent';
import { connectZh } from './connect';
import { controlPlaneZh } from './controlPlane';
import { kubectlZh } from './kubectl';
import { tablesZh } from './tables';
import { errno } from './words';

/** 故事的中文措辞。 */
export const phrasebookZh: Phrasebook = {
  phrases: { ...agentZh, ...controlPlaneZh, ...kubectlZh, ...tablesZh, ...connectZh },
  // 中文句子以全角句号结束，句间不留空格。
  sentenceGap: '',
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
