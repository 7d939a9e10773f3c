import { leaseKey } from '../../model/leaseKey';
import type { Trace } from '../../model/trace';
import { toSimInput } from '../../scenario/toSimInput';
import type { ScenarioV1 } from '../../scenario/types';
import { stageDemand, type ChipWords } from './stageDemand';
import { stageLayout, type Arrangement, type StageFit, type StageGeometry } from './stageLayout';
import { stageModels, type StageModel } from './stageModel';

const ALL = { services: Infinity, slices: Infinity, backends: Infinity, table: Infinity };

/** The node's name and the lease key the stage labels (from the scenario, not from the trace). */
export interface StageWhere {
  node: string;
  lease: string | null;
}

export function stageWhere(scenario: ScenarioV1): StageWhere {
  const input = toSimInput(scenario);
  return {
    node: input.node.name,
    lease: input.apiserver ? leaseKey(input.apiserver.advertiseAddress) : null,
  };
}

/**
 * A page's stage narrower than this is on a phone, where its rows are touch targets: they are at least 24 px
 * tall (WCAG 2.5.8); wider screens keep the layout's own spacing.
 */
const PHONE_STAGE_PX = 600;

/** The box a stage is fitted to (see StageSvgProps). */
export interface StageBox {
  fit: StageFit['mode'];
  width: number;
  height?: number | undefined;
  nodeOnly?: boolean;
  keep?: Arrangement | undefined;
}

/** The model and geometry of the stage at one step in a box (pure; exports use it to size their pictures). */
export function computeStage(
  trace: Trace,
  index: number,
  where: StageWhere,
  box: StageBox,
  words: ChipWords,
  filter = '',
): { m: StageModel; g: StageGeometry } {
  const models = stageModels(trace, index, where, filter);
  const g = stageLayout(
    stageDemand(models(ALL), words),
    box.fit === 'page'
      ? { mode: 'page', width: box.width, ...(box.width < PHONE_STAGE_PX ? { minRowPx: 24 } : {}) }
      : {
          mode: box.fit,
          width: box.width,
          height: box.height ?? box.width,
          nodeOnly: !!box.nodeOnly,
          ...(box.keep ? { keep: box.keep } : {}),
        },
  );
  return { m: models(g.limits), g };
}
