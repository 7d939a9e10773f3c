import type { TalkV1 } from '../../scenario/talk/types';
import type { Lang } from '../../store/appStore';
import { primaryVariant } from '../../store/slices/types';
import { beatStepIn } from '../../store/slices/talkSlice';
import type { Runs } from '../../store/traces';
import { linkText, momentLinkState, type ExportMoment } from '../export/moment';
import { plain } from '../text/Rich';

/** One page of a handout: a beat, as printed. */
export interface HandoutPage {
  n: number;
  total: number;
  caption: string;
  note: string | null;
  /** The beat's moment, as a link (a full URL when the app's address is known). */
  link: string;
  /** The stage at the beat, as a finished SVG document. */
  stage: string;
  /** The link as a QR code (SVG), or null when it is too long for one. */
  qr: string | null;
}

/** What a handout's pages are made with: the same in the browser and in the CLI, except how SVG is rendered. */
export interface HandoutInput {
  runs: Runs;
  talk: TalkV1;
  presetId: string | null;
  lang: Lang;
  /** The app's address for the links; without it, links are `#v=1&…` fragments. */
  base?: string;
  notes: boolean;
  /** Renders a moment's stage as a finished SVG document carrying `link` (PictureSvg, light theme). */
  renderStage: (m: ExportMoment, link: string) => string;
  qr: (text: string) => string | null;
}

/** The handout's pages: one per beat of the talk, its stage at the beat's moment, caption, note, link and QR code. */
export function handoutPages(input: HandoutInput): HandoutPage[] {
  const { runs, talk } = input;
  return talk.beats.map((beat, i) => {
    const moment: ExportMoment = {
      runs,
      presetId: input.presetId,
      view: beat.view,
      step: beatStepIn(runs.traces[primaryVariant(beat.view)], beat),
      time: beat.at,
      lang: input.lang,
      theme: 'light',
      caption: beat.caption,
    };
    const link = linkText(momentLinkState(moment), input.base);
    return {
      n: i + 1,
      total: talk.beats.length,
      caption: plain(beat.caption),
      note: input.notes && beat.note ? beat.note : null,
      link,
      stage: input.renderStage(moment, link),
      qr: input.qr(link),
    };
  });
}
