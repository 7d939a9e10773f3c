import type { TourText } from './types';

export const tourZh: TourText = {
  button: '导览',
  title: '排查过程，一步一步',
  progress: '第 {n} 站，共 {total} 站',
  look: '请看',
  lookAt: { stage: '集群视图', narration: '解说', keyInspector: 'Key 检查器', timeline: '时间线' },
  question: '问题',
  show: '显示答案',
  hide: '隐藏答案',
  prev: '上一站',
  next: '下一站',
  exit: '退出导览',
  sources: '出处',
};
