// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getPreset } from '../../scenario/presets';
import type { ScenarioSliceV1 } from '../../scenario/types';
import { validateScenario } from '../../scenario/validate';
import { useEditorStore } from '../../store/editorStore';
import { en } from '../i18n/en';
import { MessagesContext } from '../i18n/useT';
import { zh } from '../i18n/zh';
import { keepNodeNames, NodeNameFields } from './NodeNameFields';
import { SlicesEditor } from './SlicesEditor';

const initial = useEditorStore.getState();
afterEach(() => {
  cleanup();
  useEditorStore.setState(initial, true);
});

const SLICE: ScenarioSliceV1 = {
  namespace: 'default',
  name: 'web-1',
  service: 'web',
  endpoints: ['10.0.0.1', '10.0.0.2'],
  ports: [{ port: 80 }],
  nodeNames: { '10.0.0.1': 'node-a' },
};

/** Renders the fields of one slice in a language; returns the slice as its edits leave it. */
function show(slice: ScenarioSliceV1, messages = en) {
  const edited = structuredClone(slice);
  render(
    <MessagesContext.Provider value={messages}>
      <NodeNameFields path="$.endpointSlices[0]" slice={slice} edit={(f) => f(edited)} />
    </MessagesContext.Provider>,
  );
  return edited;
}

/** The validator's errors for the preset with this slice in it (what the editor shows next to its fields). */
function errorsWith(slice: ScenarioSliceV1) {
  const sc = structuredClone(getPreset('minimal-repro')!.scenario);
  const { namespace, name, service } = sc.endpointSlices[0]!;
  sc.endpointSlices[0] = { ...slice, namespace, name, service };
  const v = validateScenario({ ...sc, version: 2 });
  return v.ok ? [] : v.errors;
}

describe('NodeNameFields: an endpoint’s node name', () => {
  it('one field per endpoint, named by its address, showing its node name (empty when the slice does not say)', () => {
    show(SLICE);
    expect(screen.getByLabelText('nodeName 10.0.0.1')).toHaveProperty('value', 'node-a');
    expect(screen.getByLabelText('nodeName 10.0.0.2')).toHaveProperty('value', '');
    expect(screen.getByLabelText('nodeName 10.0.0.1').tagName).toBe('INPUT');
  });

  it('typing sets the endpoint’s node name; clearing it removes it, and no names left removes nodeNames', () => {
    const s = show(SLICE);
    fireEvent.change(screen.getByLabelText('nodeName 10.0.0.2'), { target: { value: ' node-b ' } });
    expect(s.nodeNames).toEqual({ '10.0.0.1': 'node-a', '10.0.0.2': 'node-b' });
    fireEvent.change(screen.getByLabelText('nodeName 10.0.0.1'), { target: { value: '' } });
    expect(s.nodeNames).toEqual({ '10.0.0.2': 'node-b' });
    cleanup();
    const one = show({ ...SLICE, nodeNames: { '10.0.0.2': 'node-b' } });
    fireEvent.change(screen.getByLabelText('nodeName 10.0.0.2'), { target: { value: '' } });
    expect(one).not.toHaveProperty('nodeNames');
  });

  it('an endpoint removed takes its node name along', () => {
    const s = structuredClone(SLICE);
    s.endpoints = ['10.0.0.2'];
    keepNodeNames(s);
    expect(s).not.toHaveProperty('nodeNames');
  });

  it('a name Kubernetes refuses gets the validator’s message next to its field, in each language', () => {
    const bad = { ...SLICE, nodeNames: { '10.0.0.1': 'Node_A' } };
    const errors = errorsWith(bad);
    expect(errors.map((e) => [e.path, e.code])).toEqual([
      ['$.endpointSlices[0].nodeNames["10.0.0.1"]', 'notDnsSubdomain'],
    ]);
    useEditorStore.setState({ errors });
    show(bad);
    const field = screen.getByLabelText('nodeName 10.0.0.1');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(field.getAttribute('aria-describedby')).toContain(alert.id);
    expect(alert.textContent).toMatch(/Node_A/);
    expect(screen.getByLabelText('nodeName 10.0.0.2').getAttribute('aria-invalid')).toBe('false');
    cleanup();
    show(bad, zh);
    expect(screen.getAllByText(zh.editor.fields.nodeName)).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).not.toBe(alert.textContent);
  });

  it('the slices editor shows them under each slice’s endpoints, and an edit reaches the draft', () => {
    const draft = structuredClone(getPreset('minimal-repro')!.scenario);
    const ip = draft.endpointSlices[0]!.endpoints![0]!;
    useEditorStore.setState({ open: true, draft, errors: [] });
    render(<SlicesEditor draft={draft} />);
    fireEvent.change(screen.getAllByLabelText(`nodeName ${ip}`)[0]!, { target: { value: 'worker-1' } });
    expect(useEditorStore.getState().draft!.endpointSlices[0]!.nodeNames).toEqual({ [ip]: 'worker-1' });
  });
});
