// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EVENT_DEFS } from '../../scenario/events';
import { en } from '../i18n/en';
import { MessagesContext } from '../i18n/useT';
import { zh } from '../i18n/zh';
import { Field, fieldGloss } from './Field';

afterEach(cleanup);

/** Every key a field of the editor is labelled with: the Services', slices', title's and events' fields. */
const KEYS = [
  ...new Set([
    'title',
    'namespace',
    'name',
    'type',
    'port',
    'port name',
    'protocol',
    'targetPort',
    'clusterIP',
    'loadBalancerIPs',
    'endpoints',
    'service',
    'at (ms)',
    'nodeName',
    ...EVENT_DEFS.flatMap((d) => d.fields.map((f) => f.label ?? f.key)),
  ]),
];

describe('the editor’s field names', () => {
  it('every key has its meaning in 中文 beside it, and none in English (the keys are English words)', () => {
    for (const key of KEYS) {
      expect(fieldGloss(zh.editor.fields, key), key).toMatch(/[\u4e00-\u9fff]/);
      expect(fieldGloss(en.editor.fields, key), key).toBeUndefined();
    }
  });

  it('keeps the key as the field’s name and ties the meaning to it as its description', () => {
    render(
      <MessagesContext.Provider value={zh}>
        <Field label="namespace" path="$.services[0].namespace" value="default" onChange={() => {}} />
      </MessagesContext.Provider>,
    );
    const input = screen.getByRole('textbox', { name: 'namespace' });
    const described = input.getAttribute('aria-describedby')!;
    expect(document.getElementById(described)?.textContent).toBe('命名空间');
  });
});
