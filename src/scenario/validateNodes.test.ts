import { describe, expect, it } from 'vitest';
import { Checker } from './validationContext';
import { DEFAULT_NODE, MAX_NODES, nodeRef, validateNodes } from './validateNodes';

const check = (v: unknown, first?: { name: string; ip: string }) => {
  const c = new Checker();
  const r = validateNodes(c, v, first);
  return {
    ...r,
    names: [...r.names],
    problems: c.errors.map(({ path, code, params }) => ({ path, code, params })),
  };
};

describe('validateNodes: the nodes besides the first', () => {
  it('no nodes: only the first node’s name, or the default one', () => {
    expect(check(undefined)).toEqual({ nodes: undefined, names: [DEFAULT_NODE.name], problems: [] });
    expect(check(undefined, { name: 'a', ip: '10.0.0.1' }).names).toEqual(['a']);
  });

  it('takes name, ip, kernel and pod, each checked', () => {
    expect(
      check([
        { name: 'node-2', ip: '10.0.0.5', kernel: '5.10.0-136', pod: 'cilium-abcde' },
        { name: 'node-3', ip: '10.0.0.6' },
      ]),
    ).toEqual({
      nodes: [
        { name: 'node-2', ip: '10.0.0.5', kernel: '5.10.0-136', pod: 'cilium-abcde' },
        { name: 'node-3', ip: '10.0.0.6' },
      ],
      names: ['node-1', 'node-2', 'node-3'],
      problems: [],
    });
  });

  it(`at most ${MAX_NODES} nodes in all`, () => {
    const nodes = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `n${i}`, ip: `10.1.0.${i + 1}` }));
    expect(check(nodes(MAX_NODES - 1)).problems).toEqual([]);
    expect(check(nodes(MAX_NODES)).problems).toEqual([
      { path: '$.nodes', code: 'tooManyItems', params: { count: MAX_NODES, max: MAX_NODES - 1 } },
    ]);
    expect(check({}).problems).toEqual([
      { path: '$.nodes', code: 'notArray', params: { gotType: 'object' } },
    ]);
    expect(check({}).nodes).toEqual([]);
  });

  it('names, addresses and agent pods are unique across all nodes, the first one included', () => {
    const r = check(
      [
        { name: 'node-1', ip: '10.0.0.4', pod: 'p1' },
        { name: 'b', ip: '10.0.0.9', pod: 'p1' },
        { name: 'b', ip: '10.0.0.9', pod: 'p2' },
      ],
      { name: 'node-1', ip: '10.0.0.4' },
    );
    expect(r.problems).toEqual([
      { path: '$.nodes[0].name', code: 'duplicateNode', params: { value: '"node-1"' } },
      { path: '$.nodes[0].ip', code: 'nodeIPInUse', params: { value: '10.0.0.4' } },
      { path: '$.nodes[1].pod', code: 'duplicatePod', params: { value: '"p1"' } },
      { path: '$.nodes[2].name', code: 'duplicateNode', params: { value: '"b"' } },
      { path: '$.nodes[2].ip', code: 'nodeIPInUse', params: { value: '10.0.0.9' } },
    ]);
  });

  it('the default first node’s name and address are taken too', () => {
    expect(check([{ name: DEFAULT_NODE.name, ip: DEFAULT_NODE.ip }]).problems.map((p) => p.code)).toEqual([
      'duplicateNode',
      'nodeIPInUse',
    ]);
  });

  it('a bad node is reported where it is, and the others still count', () => {
    const r = check([
      'x',
      { name: 'Bad_Name', ip: '10.0.0.256', kernel: 'latest', pod: 'Pod!', zone: 'a' },
      { ip: '10.0.0.7' },
      { name: 'c', ip: '10.0.0.7', kernel: 'x'.repeat(41) },
      { name: 'd', ip: '10.0.0.8', pod: 'p'.repeat(64) },
    ]);
    expect(r.problems).toEqual([
      { path: '$.nodes[0]', code: 'notObject', params: { gotType: 'string', value: '"x"' } },
      { path: '$.nodes[1].zone', code: 'unknownField', params: { allowed: 'name, ip, kernel, pod' } },
      { path: '$.nodes[1].name', code: 'notDnsName', params: { value: '"Bad_Name"' } },
      { path: '$.nodes[1].ip', code: 'notIPv4', params: { value: '"10.0.0.256"' } },
      { path: '$.nodes[1].kernel', code: 'notKernel', params: { value: '"latest"' } },
      { path: '$.nodes[1].pod', code: 'notDnsName', params: { value: '"Pod!"' } },
      { path: '$.nodes[2].name', code: 'notString', params: { gotType: 'missing' } },
      { path: '$.nodes[3].ip', code: 'nodeIPInUse', params: { value: '10.0.0.7' } },
      { path: '$.nodes[3].kernel', code: 'textTooLong', params: { max: 40 } },
      { path: '$.nodes[4].pod', code: 'textTooLong', params: { max: 63 } },
    ]);
    // A node whose name or address is bad is kept with it empty; its good address still counts as taken.
    expect(r.nodes).toEqual([
      { name: '', ip: '', kernel: undefined, pod: undefined },
      { name: '', ip: '10.0.0.7' },
      { name: 'c', ip: '10.0.0.7', kernel: undefined },
      { name: 'd', ip: '10.0.0.8', pod: undefined },
    ]);
    expect(r.names).toEqual(['node-1', 'c', 'd']);
  });

  it('kernels are versions: digits, a dot, digits, then anything', () => {
    const kernel = (k: string) => check([{ name: 'n', ip: '10.0.0.5', kernel: k }]).problems.length;
    expect(['5.4', '5.4.241', '10.15-rc1', '6.1.0-tlinux4'].map(kernel)).toEqual([0, 0, 0, 0]);
    expect(['v5.4', '5', '5.', '.4', 'x5.4', '5.x'].map(kernel)).toEqual([1, 1, 1, 1, 1, 1]);
  });
});

describe('nodeRef: an event’s node is one of the scenario’s', () => {
  it('names a known node, or is absent', () => {
    const names = new Set(['node-1', 'b']);
    const c = new Checker();
    expect(nodeRef(c, undefined, '$.e.node', names)).toBeUndefined();
    expect(nodeRef(c, 'b', '$.e.node', names)).toBe('b');
    expect(nodeRef(c, 'z', '$.e.node', names)).toBeUndefined();
    expect(nodeRef(c, 'x'.repeat(64), '$.f.node', names)).toBeUndefined();
    expect(nodeRef(c, 3, '$.g.node', names)).toBeUndefined();
    expect(c.errors.map(({ path, code, params }) => ({ path, code, params }))).toEqual([
      { path: '$.e.node', code: 'unknownNode', params: { value: '"z"' } },
      { path: '$.f.node', code: 'textTooLong', params: { max: 63 } },
      { path: '$.g.node', code: 'notString', params: { gotType: 'number', value: '3' } },
    ]);
  });
});
