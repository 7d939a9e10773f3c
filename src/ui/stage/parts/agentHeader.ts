import type { Messages } from '../../i18n/en';
import type { Measure } from '../../text/fitText';
import { LINE_INSET, type StageGeometry } from '../stageLayout';
import type { StageModel } from '../stageModel';

/**
 * The agent box's first line: node, agent, phase, restarts. On a narrow stage it does not fit whole; the word
 * "cilium-agent" goes first (the box is the agent's), so that the phase and the restarts stay readable.
 */
export function agentHeader(
  a: StageModel['agent'],
  node: string,
  t: Messages,
  g: Pick<StageGeometry, 'agent' | 'font'>,
  measure: Measure,
): string {
  const phase =
    a.phase === 'running'
      ? `✓ ${t.status.running}`
      : a.phase === 'crashloop'
        ? `✗ ${t.status.crashloop}`
        : `… ${t.status.starting}`;
  const restarts = a.restarts ? ` · ${t.stageLabels.restarts.replace('{n}', String(a.restarts))}` : '';
  const whole = `${t.stageLabels.node} ${node} · ${t.stageLabels.agent} · ${phase}${restarts}`;
  const room = g.agent.w - 2 * g.font * LINE_INSET;
  return measure(whole, g.font, { bold: true }) <= room
    ? whole
    : `${t.stageLabels.node} ${node} · ${phase}${restarts}`;
}
