/**
 * Every string of the Export dialog and of reopening exported pictures, in English and 简体中文. Loaded with
 * the exporter (not with the first view). `{name}` is a parameter.
 */
import type { LinkProblem } from './files/embeddedLink';

export interface ExportMessages {
  title: string;
  close: string;
  intro: string;
  pictureHeading: string;
  format: string;
  size: string;
  pixels: string;
  withCaption: string;
  withKeys: string;
  preview: string;
  download: string;
  saved: string;
  videoHeading: string;
  range: string;
  rangeRun: string;
  rangeChapter: string;
  rangeTalk: string;
  rangeFrom: string;
  fromBeat: string;
  toBeat: string;
  seconds: string;
  holdSeconds: string;
  mp4Unavailable: string;
  noWebCodecs: string;
  resolution: string;
  captions: string;
  captionModes: { burned: string; vtt: string; both: string; none: string };
  language: string;
  pacing: string;
  pacingStory: string;
  pacingReal: string;
  summary: string;
  gifNote: string;
  render: string;
  cancel: string;
  progress: string;
  finishing: string;
  cancelled: string;
  failed: string;
  done: string;
  downloadFile: string;
  problem: Record<LinkProblem['problem'] | 'unsupported' | 'unreadable', string>;
}

const en: ExportMessages = {
  title: 'Export',
  close: 'Close',
  intro:
    'Pictures and videos are drawn from the model step by step, not recorded from the screen. Pictures carry their share link: drop one onto the app (or open it from Share) to come back to this moment.',
  pictureHeading: 'Picture of this moment',
  format: 'Format',
  size: 'Size',
  pixels: '{w} × {h} px',
  withCaption: 'Narration beside the stage',
  withKeys: 'Key bytes beside the stage',
  preview: 'Preview of the picture',
  download: 'Download {format}',
  saved: 'Saved {name} ({size}).',
  videoHeading: 'Video or GIF of a range',
  range: 'Range',
  rangeRun: 'The whole run',
  rangeChapter: 'Chapter {n}: {title}',
  rangeTalk: 'Beats of the talk',
  rangeFrom: 'From this moment',
  fromBeat: 'From beat',
  toBeat: 'To beat',
  seconds: 'Length (seconds)',
  holdSeconds: 'Seconds per beat',
  mp4Unavailable: 'MP4 needs an H.264 encoder, and this browser offers none.',
  noWebCodecs: 'This browser cannot encode video (no WebCodecs). GIF still works.',
  resolution: 'Resolution',
  captions: 'Captions',
  captionModes: {
    burned: 'Burned into the picture',
    vtt: 'WebVTT file and subtitle track',
    both: 'Both',
    none: 'None',
  },
  language: 'Language',
  pacing: 'Pacing',
  pacingStory: 'Story (readable pauses)',
  pacingReal: 'Real time × {speed}',
  summary: '{seconds} s · {frames} frames at {fps} fps · {w} × {h}',
  gifNote: 'GIF plays at 10 frames per second; identical frames are merged into one.',
  render: 'Render {format}',
  cancel: 'Cancel',
  progress: 'Rendering frame {done} of {total}',
  finishing: 'Writing the file…',
  cancelled: 'Cancelled; nothing was saved.',
  failed: 'The export failed: {error}',
  done: 'Rendered {frames} frames ({drawn} distinct) in {seconds} s.',
  downloadFile: 'Download {name} ({size})',
  problem: {
    'png-signature': '{name} is not a PNG file: its first 8 bytes are not the PNG signature.',
    'png-truncated': '{name} is cut short: it ends inside the “{chunk}” chunk that starts at byte {offset}.',
    'png-crc': '{name} is damaged: the “{chunk}” chunk at byte {offset} fails its CRC check.',
    'png-no-link':
      '{name} holds no nonroutable link (no iTXt chunk “nonroutable-link”): it was not exported by nonroutable, or a program removed its text chunks.',
    'svg-not-svg': '{name} is not an SVG file: it has no <svg> element.',
    'svg-no-link':
      '{name} holds no nonroutable link in its <metadata>: it was not exported by nonroutable, or an editor removed the metadata.',
    'link-no-hash': 'The link inside {name} (“{link}”) has no # part, so it names no moment.',
    'link-bad': 'The link inside {name} is damaged: {detail}',
    'too-large': '{name} is {bytes} bytes; pictures over 64 MB are not read.',
    unsupported: '{name} is not a PNG, SVG or scenario JSON file.',
    unreadable: '{name} could not be read: {detail}',
  },
};

const zh: ExportMessages = {
  title: '导出',
  close: '关闭',
  intro:
    '图片和视频由模型逐步绘制，并非屏幕录制。图片内嵌分享链接：把图片拖回本应用（或在“分享”中打开），即可回到这一时刻。',
  pictureHeading: '当前时刻的图片',
  format: '格式',
  size: '尺寸',
  pixels: '{w} × {h} 像素',
  withCaption: '在舞台旁附上解说',
  withKeys: '在舞台旁附上键的逐字节对比',
  preview: '图片预览',
  download: '下载 {format}',
  saved: '已保存 {name}（{size}）。',
  videoHeading: '一段范围的视频或 GIF',
  range: '范围',
  rangeRun: '整个运行过程',
  rangeChapter: '第 {n} 章：{title}',
  rangeTalk: '演讲中的节拍',
  rangeFrom: '从当前时刻开始',
  fromBeat: '起始节拍',
  toBeat: '结束节拍',
  seconds: '时长（秒）',
  holdSeconds: '每个节拍停留秒数',
  mp4Unavailable: '生成 MP4 需要 H.264 编码器，而当前浏览器不提供。',
  noWebCodecs: '当前浏览器无法编码视频（不支持 WebCodecs），但仍可导出 GIF。',
  resolution: '分辨率',
  captions: '字幕',
  captionModes: {
    burned: '烧录进画面',
    vtt: 'WebVTT 文件并内嵌字幕轨',
    both: '两者都要',
    none: '不加字幕',
  },
  language: '语言',
  pacing: '节奏',
  pacingStory: '故事节奏（留出阅读停顿）',
  pacingReal: '实时 × {speed}',
  summary: '{seconds} 秒 · {frames} 帧（每秒 {fps} 帧）· {w} × {h}',
  gifNote: 'GIF 以每秒 10 帧播放；完全相同的相邻帧会合并为一帧。',
  render: '渲染 {format}',
  cancel: '取消',
  progress: '正在渲染第 {done} 帧，共 {total} 帧',
  finishing: '正在写入文件…',
  cancelled: '已取消，未保存任何文件。',
  failed: '导出失败：{error}',
  done: '已渲染 {frames} 帧（其中 {drawn} 帧各不相同），用时 {seconds} 秒。',
  downloadFile: '下载 {name}（{size}）',
  problem: {
    'png-signature': '{name} 不是 PNG 文件：前 8 个字节不是 PNG 签名。',
    'png-truncated': '{name} 不完整：文件在从第 {offset} 字节开始的 “{chunk}” 数据块中途结束。',
    'png-crc': '{name} 已损坏：第 {offset} 字节处的 “{chunk}” 数据块未通过 CRC 校验。',
    'png-no-link':
      '{name} 中没有 nonroutable 链接（缺少名为 “nonroutable-link” 的 iTXt 数据块）：它不是由 nonroutable 导出的，或者某个程序删除了其中的文本块。',
    'svg-not-svg': '{name} 不是 SVG 文件：其中没有 <svg> 元素。',
    'svg-no-link':
      '{name} 的 <metadata> 中没有 nonroutable 链接：它不是由 nonroutable 导出的，或者编辑器删除了元数据。',
    'link-no-hash': '{name} 中的链接（“{link}”）没有 # 部分，因此没有指明任何时刻。',
    'link-bad': '{name} 中的链接已损坏：{detail}',
    'too-large': '{name} 有 {bytes} 字节；超过 64 MB 的图片不会被读取。',
    unsupported: '{name} 不是 PNG、SVG 或场景 JSON 文件。',
    unreadable: '无法读取 {name}：{detail}',
  },
};

export const exportMessages = { en, zh } as const;

/** Replaces `{name}` with params[name]. */
export function fill(template: string, params: Record<string, string | number | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => (params[k] === undefined ? '' : String(params[k])));
}

/** A byte count as people read it: 812 B, 14.2 kB, 3.4 MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
