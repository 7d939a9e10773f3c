import { describe, expect, it } from 'vitest';
import { columns } from './columns';

describe('columns', () => {
  it('pads every column but the last to its widest cell plus 3, like tabwriter, and trims line ends', () => {
    expect(
      columns([
        ['ID', 'Frontend', 'Backend'],
        ['10', '1.1.1.1:80/TCP', ''],
        ['7', 'x', '1 => y'],
      ]),
    ).toBe(
      ['ID   Frontend         Backend', '10   1.1.1.1:80/TCP', '7    x                1 => y'].join('\n'),
    );
  });
  it('takes another padding', () => {
    expect(
      columns(
        [
          ['a', 'b'],
          ['ccc', 'd'],
        ],
        1,
      ),
    ).toBe('a   b\nccc d');
  });
});
