import { INCIDENT_BEHAVIOUR, behaviourOf, type CiliumBehaviour } from '../model/ciliumReleases';
import { parseCiliumVersion } from '../model/ciliumVersion';
import { quote, type Checker } from './validationContext';

/** A release as a scenario pins it: `1.18.6`, `v1.19.0-rc.0`. */
const RELEASE = /^v?\d{1,3}\.\d{1,3}\.\d{1,4}(?:-(?:pre|rc|snapshot)\.\d{1,3})?$/;

/** What the agents of a scenario with this `ciliumVersion` run (absent: the incident's releases). */
export function scenarioBehaviour(version: string | undefined): CiliumBehaviour {
  const v = version === undefined ? undefined : parseCiliumVersion(version);
  return (v && version !== undefined && behaviourOf(v, version)) || INCIDENT_BEHAVIOUR;
}

/** Validates a scenario's `ciliumVersion`: an upstream release the model runs (v1.18.0 and later). */
export function ciliumVersion(c: Checker, v: unknown, path: string): string | undefined {
  const s = c.string(v, path, { max: 24, pattern: RELEASE, problem: 'notCiliumRelease' });
  if (s === undefined) return undefined;
  const parsed = parseCiliumVersion(s);
  if (!parsed || !behaviourOf(parsed, s))
    return c.fail(path, 'ciliumReleaseNotModelled', { value: quote(s) });
  return s;
}
