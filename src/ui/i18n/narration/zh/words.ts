import type { ConnectOutcome } from '../../../../model/trace';
import { code } from '../format';

/** “a”、“a 和 b”、“a、b 和 c”。 */
export const list = (xs: string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join('、')} 和 ${xs[xs.length - 1]}`;
export const codes = (xs: string[]) => list(xs.map(code));

const ERRNO: Record<ConnectOutcome, string> = {
  EPERM: 'EPERM（“operation not permitted”）',
  EHOSTUNREACH: 'EHOSTUNREACH（“no route to host”）',
  ECONNREFUSED: 'ECONNREFUSED（“connection refused”）',
  ETIMEDOUT: '超时',
  ok: '成功',
};

export const errno = (r: ConnectOutcome) => ERRNO[r];
