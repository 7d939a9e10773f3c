/** The `n`-th address of a generated cluster in `a.0.0.0/8` (n < 2^24): `a.(n>>16).(n>>8 & 255).(n & 255)`. */
export const seqIPv4 = (n: number, a: number) => `${a}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
