import {
  instanceKeyHex,
  K8S_SOURCE_PRIORITY,
  serviceLookupPrefix,
  type KeyVariant,
} from '../../../model/backendInstanceKey';
import { byteGlyph, hexBytes } from '../../../model/bytes';
import type { Box } from '../../stage/stageLayout';

/** One row of bytes: its label, and each byte's box, glyph, hex and whether it is part of the match. */
export interface ByteRow {
  label: { x: number; y: number };
  labelText: 'lookupPrefix' | 'storedKey';
  bytes: { box: Box; glyph: string; hex: string; state: 'match' | 'space' | 'plain' }[];
}

export interface VariantBlock {
  variant: KeyVariant;
  hit: boolean;
  box: Box;
  title: { x: number; y: number };
  rows: ByteRow[];
}

/**
 * The key inspector's byte view laid out for an SVG: per key variant, the lookup prefix and the stored key
 * byte by byte (the same data as the KeyInspector panel), wrapped to `width` px.
 */
export function keyBytesLayout(
  released: string,
  victim: string,
  order: KeyVariant[],
  width: number,
  font: number,
): { blocks: VariantBlock[]; height: number } {
  const bw = font * 1.45;
  const bh = font * 2.35;
  const pad = font * 0.6;
  const perRow = Math.max(4, Math.floor((width - 2 * pad) / (bw + 1)));
  let y = 0;
  const blocks = order.map((variant): VariantBlock => {
    const prefix = serviceLookupPrefix(released, variant);
    const stored = instanceKeyHex({ serviceName: victim, sourcePriority: K8S_SOURCE_PRIORITY }, variant);
    const hit = stored.startsWith(prefix);
    const match = hit ? prefix.length / 2 : 0;
    const top = y;
    const title = { x: pad, y: y + pad + font };
    y += pad + font * 1.6;
    const rows = (
      [
        ['lookupPrefix', prefix],
        ['storedKey', stored],
      ] as const
    ).map(([labelText, hex]): ByteRow => {
      const label = { x: pad, y: y + font * 0.9 };
      y += font * 1.3;
      const bytes = hexBytes(hex).map((h, i) => {
        const box = {
          x: pad + (i % perRow) * (bw + 1),
          y: y + Math.floor(i / perRow) * (bh + 2),
          w: bw,
          h: bh,
        };
        const state = i < match ? 'match' : h === '20' ? 'space' : 'plain';
        return { box, glyph: byteGlyph(h), hex: h, state } as const;
      });
      y += Math.ceil(bytes.length / perRow) * (bh + 2) + font * 0.4;
      return { label, labelText, bytes };
    });
    y += pad * 0.6;
    const block = { variant, hit, box: { x: 0, y: top, w: width, h: y - top }, title, rows };
    y += font * 0.6;
    return block;
  });
  return { blocks, height: y - font * 0.6 };
}
