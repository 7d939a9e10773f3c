/**
 * Finds where JSON text stops being valid (the offset of the first bad character), because engines'
 * JSON.parse messages do not reliably say. Iterative, so deeply nested input cannot overflow the stack.
 */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else throw i;
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
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) throw i;
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? '')) throw i;
      }
      i++;
    }
    if (i >= text.length) throw i;
    i++;
  };
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!m || !m[0]) throw i;
    i += m[0].length;
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
          return -1;
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
  } catch (at) {
    return typeof at === 'number' ? at : i;
  }
}
