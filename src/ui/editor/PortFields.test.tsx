// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScenarioPortV1 } from '../../scenario/types';
import { PortFields } from './PortFields';

afterEach(cleanup);

/** Renders one port's fields; returns the port as its edits leave it. */
function show(port: ScenarioPortV1, withTargetPort: boolean) {
  const edited = structuredClone(port);
  render(
    <PortFields
      path="$.services[0].ports[0]"
      port={port}
      withTargetPort={withTargetPort}
      edit={(f) => f(edited)}
    />,
  );
  return edited;
}
const labels = () => [...document.querySelectorAll('label')].map((l) => l.textContent);

describe('PortFields', () => {
  it("a Service's port has a targetPort field, a slice's does not", () => {
    show({ port: 443, targetPort: 60002 }, true);
    expect(labels()).toEqual(['port name', 'port', 'targetPort', 'protocol']);
    cleanup();
    show({ port: 443 }, false);
    expect(labels()).toEqual(['port name', 'port', 'protocol']);
  });

  it('each field edits its own key of the port', () => {
    const p = show({ name: 'https', port: 443, targetPort: 60002, protocol: 'TCP' }, true);
    fireEvent.change(screen.getByLabelText('port name'), { target: { value: 'web' } });
    fireEvent.change(screen.getByLabelText('port', { exact: true }), { target: { value: '8443' } });
    fireEvent.change(screen.getByLabelText('targetPort'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('protocol'), { target: { value: 'UDP' } });
    expect(p).toEqual({ name: 'web', port: 8443, targetPort: undefined, protocol: 'UDP' });
  });

  it('the fields stay together and wrap in a narrow row', () => {
    show({ port: 80 }, false);
    const group = document.querySelector('label')!.closest('span.flex-wrap');
    expect(group?.className).toContain('max-w-full');
  });
});
