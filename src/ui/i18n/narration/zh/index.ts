import { secs } from '../format';
import type { Phrasebook } from '../types';
import { agentZh } from './agent';
import { compareZh } from './compare';
import { connectZh } from './connect';
import { controlPlaneZh } from './controlPlane';
import { kubectlZh } from './kubectl';
import { notesZh } from './notes';
import { tablesZh } from './tables';
import { errno } from './words';

/** 故事的中文措辞。 */
export const phrasebookZh: Phrasebook = {
  phrases: {
    ...agentZh,
    ...controlPlaneZh,
    ...kubectlZh,
    ...tablesZh,
    ...connectZh,
    ...notesZh,
    ...compareZh,
  },
  // 中文句子以全角句号结束，句间不留空格。
  sentenceGap: '',
  errno,
  compareWords: { both: '两种 key', more: '展开全文', less: '收起', divergence: '首个分歧点' },
  noteLabel: { inferred: '推断', sources: '来源不一致' },
  runNote: (count, from, to) =>
    `这一拍代表 ${count} 个例行步骤，从 ${secs(from)} s 到 ${secs(to)} s：集群视图依次走过它们，这段解说讲的是最能说明它们的那一步。`,
};
