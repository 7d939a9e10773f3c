import { memo } from 'react';
import type { Box, StageGeometry } from '../stageLayout';
import type { StageModel } from '../stageModel';
import { StageAgent } from './StageAgent';
import { StageBackends } from './StageBackends';
import { StageClient } from './StageClient';
import { StageTable } from './StageTable';
import { BoxRect } from './BoxRect';

/** The node's frame (memoized: it moves only when the layout does). */
const NodeFrame = memo(function NodeFrame({ box, font }: { box: Box; font: number }) {
  return (
    <BoxRect
      box={box}
      rx={font * 0.8}
      className="fill-slate-100/70 stroke-slate-400 dark:fill-slate-900/70"
    />
  );
});

/**
 * The node: the agent, its backends table (instances), frontends next to BPF entries, and a client. Each part
 * is memoized on the records and boxes it draws (see stageCache): a step redraws only the parts it changed.
 */
export function StageNode(props: {
  m: StageModel;
  g: StageGeometry;
  selected: string | null;
  onSelect?: ((token: string | null) => void) | undefined;
}) {
  const { m, g } = props;
  return (
    <g data-node-box="">
      <NodeFrame box={g.node} font={g.font} />
      {/* cilium-agent: phase, watch, reflector buffer */}
      <StageAgent a={m.agent} node={m.node} box={g.agent} buffer={g.buffer} font={g.font} small={g.small} />
      {/* backends (instances): one row per address, one chip per service instance */}
      <StageBackends backends={m.backends} g={g} />
      {/* frontends (statedb snapshot) next to their BPF entries */}
      <StageTable table={m.table} g={g} selected={props.selected} onSelect={props.onSelect} />
      {/* a process on the node */}
      <StageClient
        client={m.client}
        cl={g.client}
        font={g.font}
        mark={g.mark}
        small={g.small}
        titleFont={g.title}
      />
    </g>
  );
}
