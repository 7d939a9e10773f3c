import { describe, expect, it } from 'vitest';
import { yamlDocuments } from './parseText';
import { LAUGHS, mergeChain } from '../testing/yamlBombs';

describe('the scanner reads YAML dumps within the Command box’s caps', () => {
  it('an alias bomb or a merge-key chain is an input problem naming the file, not an exception', async () => {
    await expect(yamlDocuments('laughs.yaml', LAUGHS)).rejects.toThrow(
      /^laughs\.yaml:1: is not valid YAML: .*alias/i,
    );
    await expect(yamlDocuments('chain.yaml', mergeChain(200))).rejects.toThrow(
      'chain.yaml: is not valid YAML: 199 aliases (*name); at most 100 are resolved',
    );
  });
});
