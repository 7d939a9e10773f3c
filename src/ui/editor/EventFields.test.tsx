// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_DEFS, createEvent, type EventType } from '../../scenario/events';
import { useAppStore } from '../../store/appStore';
import { resetEditorModule, useEditorStore } from '../../store/editorStore';
import { EventFields, type Loose } from './EventFields';

const initialApp = useAppStore.getState();
const initialEditor = useEditorStore.getState();
const ed = () => useEditorStore.getState();

beforeEach(() => {
  localStorage.clear();
  useAppStore.setState(initialApp, true);
  useEditorStore.setState(initialEditor, true);
  resetEditorModule();
  useAppStore.getState().loadPreset('tke-incident');
  ed().setOpen(true);
});
afterEach(cleanup);

/** Event 0 of the draft, re-rendered as it is edited (as the editor's list does). */
function Row() {
  const e = useEditorStore((s) => s.draft!.events[0]) as unknown as Loose;
  return <EventFields e={e} i={0} p="$.events[0]" />;
}

/** Makes event 0 of the draft a new event of `type` and renders its fields. */
function show(type: EventType) {
  ed().edit((d) => ((d.events = [createEvent(type, 1000, d)]), d));
  render(<Row />);
  return () => ed().draft!.events[0] as unknown as Record<string, unknown>;
}
const labels = () => screen.queryAllByRole('combobox').concat(screen.queryAllByRole('textbox'));

describe('EventFields', () => {
  it.each(EVENT_DEFS.map((d) => [d.type, d.fields.map((f) => f.label ?? f.key)] as const))(
    '%s shows an input per field of its definition: %j',
    (type, expected) => {
      show(type);
      for (const label of expected) expect(screen.getByLabelText(label)).toBeTruthy();
      expect(labels()).toHaveLength(expected.length);
    },
  );

  it('clearing an optional field removes its key; a required one keeps an empty value', () => {
    const event = show('connect');
    fireEvent.change(screen.getByLabelText('client'), { target: { value: 'kubectl' } });
    expect(event().client).toBe('kubectl');
    fireEvent.change(screen.getByLabelText('client'), { target: { value: '' } });
    expect(event()).not.toHaveProperty('client');
    fireEvent.change(screen.getByLabelText('to'), { target: { value: '' } });
    expect(event().to).toBe('');
  });

  it('a whole number is stored as a number, and cleared means every replica', () => {
    const event = show('restartApiserver');
    fireEvent.change(screen.getByLabelText('replica (empty = all)'), { target: { value: '1' } });
    expect(event().replica).toBe(1);
    fireEvent.change(screen.getByLabelText('replica (empty = all)'), { target: { value: '' } });
    expect(event()).not.toHaveProperty('replica');
  });

  it("edits a created Service's own fields, its type and its first port", () => {
    const event = show('createService');
    fireEvent.change(screen.getByLabelText('type'), { target: { value: 'NodePort' } });
    fireEvent.change(screen.getByLabelText('port'), { target: { value: '8080' } });
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'web' } });
    expect(event().service).toMatchObject({ name: 'web', type: 'NodePort', ports: [{ port: 8080 }] });
    expect(event()).not.toHaveProperty('name');
  });

  it('a slice patch takes addresses separated by commas or spaces', () => {
    const event = show('patchEndpointSlice');
    fireEvent.change(screen.getByLabelText('endpoints'), {
      target: { value: '10.0.0.1, 10.0.0.2 10.0.0.3' },
    });
    expect(event().endpoints).toEqual(['10.0.0.1', '10.0.0.2', '10.0.0.3']);
  });
});
