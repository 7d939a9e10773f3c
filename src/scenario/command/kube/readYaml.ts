import { parseAllDocuments } from 'yaml';
import {
  countYamlAliases,
  findYamlTooDeep,
  MAX_YAML_ALIASES,
  MAX_YAML_CHARS,
  MAX_YAML_DEPTH,
} from './yamlBudget';

export { findYamlTooDeep, MAX_YAML_CHARS, MAX_YAML_DEPTH };

export type YamlDocs = { ok: true; values: unknown[] } | { ok: false; why: string };

/**
 * Every document of a YAML text as plain values, within the caps of yamlBudget.ts; never throws. The parser's own guard
 * against alias bombs ("billion laughs", merge-key chains) throws while converting: that becomes a reason too.
 */
export function readYamlDocs(text: string): YamlDocs {
  if (text.length > MAX_YAML_CHARS)
    return {
      ok: false,
      why: `the document is ${text.length} characters; at most ${MAX_YAML_CHARS} are read`,
    };
  const deep = findYamlTooDeep(text);
  if (deep) return { ok: false, why: `line ${deep.line}: nested deeper than ${MAX_YAML_DEPTH} levels` };
  const aliases = countYamlAliases(text);
  if (aliases > MAX_YAML_ALIASES)
    return { ok: false, why: `${aliases} aliases (*name); at most ${MAX_YAML_ALIASES} are resolved` };
  const values: unknown[] = [];
  try {
    for (const doc of parseAllDocuments(text)) {
      if (doc.errors.length) return { ok: false, why: doc.errors[0]!.message.split('\n')[0]! };
      values.push(doc.toJS());
    }
  } catch (e) {
    return { ok: false, why: (e instanceof Error ? e.message : String(e)).split('\n')[0]! };
  }
  return { ok: true, values };
}
