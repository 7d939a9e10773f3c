/** What a template's `{name}` placeholders are filled from. */
export type TemplateParams = Readonly<Record<string, string | number | undefined>>;

// Vitest sets MODE to 'test'; the CLI (tsx) has no import.meta.env at all.
const underTest = (import.meta as { env?: { MODE?: string } }).env?.MODE === 'test';

/**
 * Replaces each `{name}` in a message template with `params[name]`: the one filler of every catalog (the UI's
 * messages, the problems, export and scan). A placeholder without a value is a bug in a caller or a catalog:
 * under test it throws, so that the test names it; elsewhere the placeholder is left as it is, so that a
 * reader sees a gap rather than a sentence that silently says something else.
 */
export function fillTemplate(template: string, params: TemplateParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, k: string) => {
    const v = params[k];
    if (v !== undefined) return String(v);
    if (underTest) throw new Error(`no value for {${k}} in "${template}"`);
    return whole;
  });
}
