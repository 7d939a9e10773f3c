import { describe, expect, it } from 'vitest';
import { lineMatches } from '../../scenario/lineMatch';
import { getPreset } from '../../scenario/presets';
import { runScenario } from '../../scenario/run';
import { resolveMoment } from '../../scenario/story/moment';
import { SHIPPED_TALKS } from '../../scenario/talk/shippedTalks';
import { toSimInput } from '../../scenario/toSimInput';
import { terminalOutputs } from '../panels/terminalOutputs';

// A shipped beat that shows an output highlights the lines its caption names: checked against the output the
// audience sees at the beat's moment, so a line match that drifts from the model fails here, not on stage.
describe('shipped talks’ highlighted lines', () => {
  it('every beat that shows an output names the lines its caption points at, and each is a line shown there', () => {
    for (const talk of SHIPPED_TALKS) {
      const sc = getPreset(talk.preset)!.scenario;
      const input = toSimInput(sc);
      const runs = { buggy: runScenario(sc, 'buggy'), fixed: runScenario(sc, 'fixed') };
      for (const b of talk.beats) {
        if (!b.focus.startsWith('output:')) {
          expect(b.lines, `${talk.id}/${b.id}`).toBeUndefined();
          continue;
        }
        const name = b.focus.slice('output:'.length);
        const trace = b.view === 'fixed' ? runs.fixed : runs.buggy;
        const step = resolveMoment(trace, b.moment)!;
        // The lines presentation shows: the output's last 24.
        const shown = terminalOutputs(trace, step, input.startTime, input.node.ip)
          .find((o) => o.name === name)!
          .text.split('\n')
          .slice(-24);
        expect(b.lines?.length, `${talk.id}/${b.id} names lines`).toBeGreaterThan(0);
        for (const l of b.lines!) {
          expect(l.output, `${talk.id}/${b.id}`).toBe(name);
          expect(
            shown.filter((line) => lineMatches(line, [l.match])).length,
            `${talk.id}/${b.id}: ${l.match}`,
          ).toBeGreaterThan(0);
        }
      }
    }
  });
});
