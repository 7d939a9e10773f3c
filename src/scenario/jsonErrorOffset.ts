const HEX = /^[0-9a-fA-F]$/;

/** Where JSON text stops being valid. */
export interface JsonSyntaxError {
  /**
   * The offset of the first character no valid JSON text can continue with, as V8 reports it (`text.length`
   * when the text ends too early).
   */
  at: number;
  /** Where the token being read there starts: a broken bare word or number is shown from its start ("tru"). */
  token: number;
  /** 1-based line and column of `token`: where a reader has to fix it. */
  line: number;
  column: number;
  /** What is there: up to 12 characters from `token`, cut at the end of its line (a bad line break is itself). */
  found: string;
}

/** The offset of the first bad character, or -1 for valid JSON. */
export function jsonErrorOffset(text: string): number {
  return findJsonError(text)?.at ?? -1;
}

/**
 * Finds where JSON text stops being valid, because engines' JSON.parse messages do not reliably say.
 * Iterative, so deeply nested input cannot overflow the stack.
 */
export function findJsonError(text: string): JsonSyntaxError | undefined {
  const at = scan(text);
  if (!at) return undefined;
  const before = text.slice(0, at.token);
  const nl = before.lastIndexOf('\n');
  const rest = text.slice(at.token, at.token + 12);
  const found = rest.slice(0, Math.max(1, rest.search(/[\r\n]|$/)));
  return { ...at, line: before.split('\n').length, column: at.token - nl, found };
}

function scan(text: string): { at: number; token: number } | undefined {
  /** Start of the bare word or number being read, while one is. */
  let token = -1;
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  // A partial word is a valid prefix: the first bad character is the first one that differs.
  const literal = (word: string) => {
    token = i;
    for (const ch of word) {
      if (text[i] !== ch) throw i;
      i++;
    }
    token = -1;
  };
  const string = () => {
    if (text[i] !== '"') throw i;
    i++;
    while (i < text.length && text[i] !== '"') {
      const ch = text.charCodeAt(i);
      if (ch < 0x20) throw i;
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') {
          for (let k = 0; k < 4; k++) if (!HEX.test(text[++i] ?? '')) throw i;
        } else if (i >= text.length || !'"\\/bfnrt'.includes(text[i]!)) throw i;
      }
      i++;
    }
    if (i >= text.length) throw i;
    i++;
  };
  const digits = () => {
    const from = i;
    while (i < text.length && text[i]! >= '0' && text[i]! <= '9') i++;
    if (i === from) throw i;
  };
  // -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?, walked so that "-3." fails after the dot, not at it.
  const number = () => {
    token = i;
    if (text[i] === '-') i++;
    if (text[i] === '0') i++;
    else digits();
    if (text[i] === '.') {
      i++;
      digits();
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      digits();
    }
    token = -1;
  };
  // Stack of open containers: '{' expects key next / ',' ; '[' expects value / ','.
  const stack: string[] = [];
  try {
    for (;;) {
      ws();
      // parse a value
      const c = text[i];
      if (c === '{' || c === '[') {
        stack.push(c);
        i++;
        ws();
        if (text[i] === (c === '{' ? '}' : ']')) {
          stack.pop();
          i++;
        } else {
          if (c === '{') {
            string();
            ws();
            literal(':');
          }
          continue;
        }
      } else if (c === '"') string();
      else if (c === 't') literal('true');
      else if (c === 'f') literal('false');
      else if (c === 'n') literal('null');
      else number();
      // after a value: close containers or expect a comma
      for (;;) {
        ws();
        const top = stack[stack.length - 1];
        if (!top) {
          if (i < text.length) throw i;
          return undefined;
        }
        if (text[i] === ',') {
          i++;
          ws();
          if (top === '{') {
            string();
            ws();
            literal(':');
          }
          break;
        }
        if (text[i] === (top === '{' ? '}' : ']')) {
          stack.pop();
          i++;
          continue;
        }
        throw i;
      }
    }
  } catch (thrown) {
    const at = typeof thrown === 'number' ? thrown : i;
    return { at, token: token >= 0 ? token : at };
  }
}
