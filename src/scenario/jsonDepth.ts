/**
 * The deepest nesting JSON input may have. A scenario or talk nests about six levels (services → ports → …);
 * deeper input is not one, and refusing it before JSON.parse keeps a pathological document (`[[[[…`) from
 * costing a parse, a validation walk and a structured clone, each proportional to its depth.
 */
export const MAX_JSON_DEPTH = 32;

/** Where JSON text first nests deeper than a limit: its offset and 1-based line and column. */
export interface TooDeep {
  at: number;
  line: number;
  column: number;
}

/**
 * Finds the first `[` or `{` that opens level `maxDepth + 1`, outside strings; one linear pass with no
 * allocation (a few milliseconds for megabytes). It does not check the syntax: JSON.parse does that after.
 */
export function findTooDeep(text: string, maxDepth = MAX_JSON_DEPTH): TooDeep | undefined {
  let depth = 0;
  let inString = false;
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // a backslash escapes the next character
      else if (ch === 0x22) inString = false;
      continue;
    }
    if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > maxDepth) return { at: i, line, column: i - lineStart + 1 };
    } else if (ch === 0x5d || ch === 0x7d) depth--;
    else if (ch === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  return undefined;
}
