import { unzlibSync } from 'fflate';

/**
 * The text of each page of a PDF as Chromium writes it (compressed content streams, Type 0 fonts with a
 * ToUnicode CMap, text shown with Tj/TJ, forms drawn with Do): enough to check what a printed page says, in
 * plain JavaScript (no poppler needed on a fresh machine). Not a general PDF reader.
 */
export function pdfPageTexts(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const objects = new Map<number, { dict: string; stream?: string }>();
  const lengths: { id: number; at: number; dict: string; length: string }[] = [];
  // An object's stream is read by its /Length: its binary data may hold anything, "endobj" too.
  const start = /(\d+) 0 obj\b/g;
  for (let m = start.exec(raw); m; m = start.exec(raw)) {
    const id = Number(m[1]);
    const rest = raw.indexOf('endobj', m.index);
    const s = /stream\r?\n/g;
    s.lastIndex = m.index;
    const st = s.exec(raw);
    if (!st || st.index > rest) {
      objects.set(id, { dict: raw.slice(m.index + m[0].length, rest) });
      continue;
    }
    const dict = raw.slice(m.index + m[0].length, st.index);
    const length = /\/Length\s+(\d+)(\s+0\s+R)?/.exec(dict);
    lengths.push({ id, at: st.index + st[0].length, dict, length: length ? length[0] : '' });
    start.lastIndex = st.index + st[0].length;
  }
  for (const { id, at, dict, length } of lengths) {
    const m = /\/Length\s+(\d+)(\s+0\s+R)?/.exec(length);
    const n = m?.[2] ? Number(/^\s*(\d+)/.exec(objects.get(Number(m[1]))?.dict ?? '')?.[1]) : Number(m?.[1]);
    let data = raw.slice(at, at + n);
    if (/\/FlateDecode/.test(dict))
      data = Buffer.from(unzlibSync(Buffer.from(data, 'latin1'))).toString('latin1');
    objects.set(id, { dict, stream: data });
  }
  const obj = (ref: string | undefined) => (ref ? objects.get(Number(ref)) : undefined);
  /** A dictionary entry: inline `<<…>>` (one level of nesting) or the dictionary of an indirect object. */
  const entry = (dict: string, key: string): string => {
    const inline = new RegExp(`/${key}\\s*<<((?:[^<>]|<<[^<>]*>>|<[0-9A-Fa-f]*>)*)>>`).exec(dict);
    if (inline) return inline[1]!;
    const ref = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict);
    return ref ? (obj(ref[1])?.dict ?? '') : '';
  };
  const cmaps = new Map<string, { bytes: number; map: Map<number, string> }>();
  const cmapOf = (fontRef: string) => {
    const hit = cmaps.get(fontRef);
    if (hit) return hit;
    const font = obj(fontRef)?.dict ?? '';
    const cm = obj(/\/ToUnicode\s+(\d+) 0 R/.exec(font)?.[1])?.stream ?? '';
    const map = new Map<number, string>();
    const uni = (hex: string) =>
      String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
    for (const block of cm.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
      for (const [, src, dst] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
        map.set(parseInt(src!, 16), uni(dst!));
    for (const block of cm.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
      for (const [, lo, hi, dst] of block[1]!.matchAll(
        /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
      ))
        for (let c = parseInt(lo!, 16); c <= parseInt(hi!, 16); c++)
          map.set(c, uni((parseInt(dst!, 16) + c - parseInt(lo!, 16)).toString(16).padStart(4, '0')));
    const bytes = /<([0-9A-Fa-f]+)>\s*<[0-9A-Fa-f]+>\s*endcodespacerange/.exec(cm)?.[1]!.length === 2 ? 1 : 2;
    const out = { bytes, map };
    cmaps.set(fontRef, out);
    return out;
  };
  const decode = (hex: string, fontRef: string | undefined) => {
    if (!fontRef) return '';
    const { bytes, map } = cmapOf(fontRef);
    let s = '';
    for (let i = 0; i + bytes * 2 <= hex.length; i += bytes * 2)
      s += map.get(parseInt(hex.slice(i, i + bytes * 2), 16)) ?? '';
    return s;
  };
  const textOf = (content: string, resources: string, depth: number): string => {
    const fonts = new Map(
      [...entry(resources, 'Font').matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)].map((m) => [m[1]!, m[2]!]),
    );
    const forms = new Map(
      [...entry(resources, 'XObject').matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)].map((m) => [m[1]!, m[2]!]),
    );
    let font: string | undefined;
    let out = '';
    for (const m of content.matchAll(
      /\/([\w.+-]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\[((?:[^\]])*)\]\s*TJ|\/([\w.+-]+)\s+Do|(T\*|Td|TD|ET)\b/g,
    )) {
      if (m[1]) font = fonts.get(m[1]);
      else if (m[2] !== undefined) out += decode(m[2], font);
      else if (m[3] !== undefined)
        for (const h of m[3].matchAll(/<([0-9A-Fa-f]*)>/g)) out += decode(h[1]!, font);
      else if (m[4] && depth < 4) {
        const form = obj(forms.get(m[4]));
        if (form?.stream !== undefined && /\/Subtype\s*\/Form/.test(form.dict))
          out += textOf(form.stream, entry(form.dict, 'Resources') || resources, depth + 1);
      } else if (m[5]) out += ' ';
    }
    return out;
  };
  // Pages in document order: the page tree's leaves, depth first.
  const root = obj(/\/Root\s+(\d+) 0 R/.exec(raw)?.[1]);
  const pages: string[] = [];
  const walk = (ref: string) => {
    const node = obj(ref);
    if (!node) return;
    if (/\/Type\s*\/Pages/.test(node.dict)) {
      const kids = /\/Kids\s*\[([^\]]*)\]/.exec(node.dict)?.[1] ?? '';
      for (const k of kids.matchAll(/(\d+) 0 R/g)) walk(k[1]!);
      return;
    }
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(node.dict)?.[1] ?? '';
    const streams = [...contents.matchAll(/(\d+) 0 R/g)].map((c) => obj(c[1])?.stream ?? '').join('\n');
    pages.push(textOf(streams, entry(node.dict, 'Resources'), 0));
  };
  walk(/\/Pages\s+(\d+) 0 R/.exec(root?.dict ?? '')?.[1] ?? '');
  return pages;
}
