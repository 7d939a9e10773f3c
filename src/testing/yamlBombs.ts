/** "Billion laughs": each anchor names the one before nine times (9⁹ strings once resolved). */
export const LAUGHS = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
  .concat(
    Array.from(
      { length: 8 },
      (_, i) => `${'bcdefghi'[i]}: &${'bcdefghi'[i]} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(',')}]`,
    ),
  )
  .join('\n');

/** A chain of `n` maps, each merging the one before (`<<: *prev`): quadratic to resolve. */
export const mergeChain = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    i ? `k${i}: &k${i}\n  <<: *k${i - 1}\n  v${i}: 1` : 'k0: &k0\n  v0: 1',
  ).join('\n');
