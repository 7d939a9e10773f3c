import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../scenario/fillTemplate';
import { fill as exportFill } from '../export/messages';
import { fill as scanFill } from '../scan/messages';
import { fmt } from './useT';

describe('template filling', () => {
  it('is one function: the UI, export and scan catalogs use fillTemplate', () => {
    expect(fmt).toBe(fillTemplate);
    expect(exportFill).toBe(fillTemplate);
    expect(scanFill).toBe(fillTemplate);
  });
});
