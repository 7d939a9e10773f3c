import type { KeyByte } from '../../../../scenario/story/compareNarrative';
import type { ComparePhrases, Wording } from '../../../../scenario/story/segments/phrases';
import { code as c } from '../format';

/** 一个字节：十六进制及其字符，例如 `2d`（`-`）。 */
const byte = (b: KeyByte) => `${c(b.hex)}（${c(b.glyph)}）`;

export const compareZh: Wording<ComparePhrases> = {
  keysPart: (x) =>
    `两次运行在第 ${x.position} 个字节出现分歧：修复后的查找前缀在这里是 ${byte(x.fixedByte)}，${c(x.victim)} 的 key 在这里是 ${byte(x.victimByte)}——不匹配，所以它的实例得以保留。有缺陷的前缀在这个字节之前就结束了，只含 ${c(x.released)} 的 ${x.nameBytes} 个字节（${c(`… ${x.buggyTail.map((b) => b.hex).join(' ')}`)}），而 ${c(x.victim)} 的 key 正以这些字节开头：它的实例也被释放了。`,
  priorityAfterPart: (x) =>
    `在两种 key 下，${c(x.victim)} 存储的 key 都以 ${c(x.storedTail.join(' '))} 结尾（agent 把 Kubernetes 数据源存为优先级 ${x.priority}；排查文写作 0）：这些字节排在第 ${x.position} 个字节之后，不影响任何一方的结果。`,
  runsPartHere: () => `两次运行从这里开始出现分歧。`,
};
