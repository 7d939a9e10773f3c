import type { ScenarioPortV1 } from '../../scenario/types';
import { Field, num } from './Field';

/**
 * One port's fields (a Service's or an EndpointSlice's: a Service's port also has a targetPort). They stay
 * together, and wrap onto a second line in a narrow row (a phone).
 */
export function PortFields({
  path,
  port,
  edit,
  withTargetPort = false,
}: {
  /** The port's JSON path (`$.services[0].ports[1]`). */
  path: string;
  /** A slice's port is a Service's without targetPort and nodePort. */
  port: ScenarioPortV1;
  /** Changes this port in the draft. */
  edit: (f: (p: ScenarioPortV1) => void) => void;
  withTargetPort?: boolean;
}) {
  return (
    <span className="flex max-w-full flex-wrap items-end gap-1">
      <Field
        label="port name"
        path={`${path}.name`}
        value={port.name ?? ''}
        width="min-w-16"
        onChange={(v) => edit((p) => (p.name = v))}
      />
      <Field
        label="port"
        path={`${path}.port`}
        value={port.port}
        width="min-w-16"
        onChange={(v) => edit((p) => (p.port = num(v)))}
      />
      {withTargetPort && (
        <Field
          label="targetPort"
          path={`${path}.targetPort`}
          value={port.targetPort ?? ''}
          width="min-w-16"
          onChange={(v) => edit((p) => (p.targetPort = v === '' ? undefined : num(v)))}
        />
      )}
      <Field
        label="protocol"
        path={`${path}.protocol`}
        value={port.protocol ?? 'TCP'}
        options={['TCP', 'UDP', 'SCTP']}
        onChange={(v) => edit((p) => (p.protocol = v as 'TCP'))}
      />
    </span>
  );
}
