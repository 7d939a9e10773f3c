/**
 * The styles an exported SVG carries. The app colours the stage with Tailwind classes and CSS variables
 * (src/ui/index.css); a standalone file has no stylesheet, so the export embeds a small one with a rule for
 * each class its markup uses, in the chosen theme. Colours are sRGB hex (Tailwind's slate greys are oklch,
 * converted) so that programs that predate oklch draw them too; exportStyle.test.ts keeps this table in step
 * with index.css and Tailwind.
 */
export type ExportTheme = 'dark' | 'light';

export const SLATE: Record<string, string> = {
  '50': '#f8fafc',
  '100': '#f1f5f9',
  '200': '#e2e8f0',
  '300': '#cad5e2',
  '400': '#90a1b9',
  '500': '#62748e',
  '600': '#45556c',
  '700': '#314158',
  '800': '#1d293d',
  '900': '#0f172b',
  '950': '#020618',
};

/** The Okabe–Ito hues of index.css per theme (@theme for light, `.dark` for dark). */
export const PALETTE: Record<ExportTheme, Record<string, string>> = {
  light: {
    ok: '#007253',
    bad: '#a64900',
    warn: '#855c00',
    info: '#146998',
    accent: '#0072b2',
    mark: '#cc79a7',
    hi: '#f0e442',
  },
  dark: {
    ok: '#00a77a',
    bad: '#ef6900',
    warn: '#e69f00',
    info: '#56b4e9',
    accent: '#0072b2',
    mark: '#cc79a7',
    hi: '#f0e442',
  },
};

/** Text colours for the stage's stronger tints, per theme (index.css's @theme and `.dark`). */
export const STRONG: Record<ExportTheme, Record<string, string>> = {
  light: { 'ok-strong': '#006b4f', 'bad-strong': '#8f3b00', 'warn-strong': '#7a5200' },
  dark: { 'ok-strong': '#3fd6a8', 'bad-strong': '#ff9a5c', 'warn-strong': '#f3c14b' },
};

/** Greys a theme lifts above Tailwind's (index.css's `.dark`): text stays ≥ 4.5:1 on the dark page. */
export const SLATE_LIFTED: Record<ExportTheme, Record<string, string>> = {
  light: {},
  dark: { '500': '#7c8ea8' },
};

/** The page behind the stage (body: bg-slate-50 / dark:bg-slate-950). */
export const BACKGROUND: Record<ExportTheme, string> = { light: SLATE['50']!, dark: SLATE['950']! };

/** Tailwind's default sans stack with CJK faces named, so 中文 text finds a font in other programs too. */
export const FONT_SANS =
  "ui-sans-serif, system-ui, sans-serif, 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', 'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji'";
/** index.css's --font-mono, with the same CJK fallbacks. */
export const FONT_MONO =
  "ui-monospace, 'SFMono-Regular', 'DejaVu Sans Mono', Menlo, Consolas, 'Noto Sans Mono CJK SC', monospace";

function colour(name: string, theme: ExportTheme): string | undefined {
  if (name === 'current') return 'currentColor';
  if (name === 'transparent') return 'transparent';
  if (name === 'white') return '#ffffff';
  if (name === 'black') return '#000000';
  const slate = /^slate-(\d+)$/.exec(name);
  if (slate) return SLATE_LIFTED[theme][slate[1]!] ?? SLATE[slate[1]!];
  return STRONG[theme][name] ?? PALETTE[theme][name];
}

const WEIGHTS: Record<string, string> = { normal: '400', medium: '500', semibold: '600', bold: '700' };

/** Classes that change nothing in a still picture (layout in the page, focus, animation, pointer). */
const INERT = new Set(['block', 'max-w-full', 'cursor-pointer', 'outline-none', 'pulse', 'packet']);

/**
 * The declarations for one class in a theme: a string, `null` when the class has no effect in an exported
 * picture, or `undefined` when it is not understood (a test fails on those, so new stage classes get a rule).
 */
export function classDeclarations(token: string, theme: ExportTheme): string | null | undefined {
  const variant = /^([a-z-]+):(.+)$/.exec(token);
  if (variant) {
    if (variant[1] === 'dark')
      return theme === 'dark' ? (classDeclarations(variant[2]!, theme) ?? null) : null;
    // Focus and hover variants only matter in the live app.
    return variant[1] === 'focus-visible' || variant[1] === 'hover' ? null : undefined;
  }
  if (INERT.has(token)) return null;
  if (token === 'fill-none') return 'fill:none';
  if (token === 'font-mono') return `font-family:${FONT_MONO}`;
  const weight = /^font-(normal|medium|semibold|bold)$/.exec(token);
  if (weight) return `font-weight:${WEIGHTS[weight[1]!]}`;
  if (token === 'underline') return 'text-decoration:underline';
  const paint = /^(fill|stroke|text)-([a-z]+(?:-[a-z0-9]+)?)(?:\/(\d{1,3}))?$/.exec(token);
  if (!paint) return undefined;
  const [, prop, name, alpha] = paint;
  const c = colour(name!, theme);
  if (c === undefined) return undefined;
  const css = prop === 'text' ? 'color' : prop!;
  const opacity =
    alpha !== undefined ? `;${prop === 'text' ? 'opacity' : `${css}-opacity`}:${Number(alpha) / 100}` : '';
  return `${css}:${c}${opacity}`;
}

/** `.fill-accent/10` → `.fill-accent\/10`. */
const selector = (token: string) => `.${token.replace(/[^a-zA-Z0-9_-]/g, (ch) => `\\${ch}`)}`;

/** Every class token in a piece of markup, in first-seen order. */
export function classTokens(markup: string): string[] {
  const seen = new Set<string>();
  for (const m of markup.matchAll(/\sclass="([^"]*)"/g))
    for (const t of m[1]!.split(/\s+/)) if (t) seen.add(t);
  return [...seen];
}

/**
 * A stylesheet for the classes in `markup`, in `theme`: plain classes first, `dark:` ones after (same
 * specificity, so they win, as in the app). `unknown` lists classes it has no rule for.
 */
export function exportStyleSheet(markup: string, theme: ExportTheme): { css: string; unknown: string[] } {
  const base: string[] = [];
  const variants: string[] = [];
  const unknown: string[] = [];
  for (const token of classTokens(markup)) {
    const d = classDeclarations(token, theme);
    if (d === undefined) unknown.push(token);
    else if (d !== null) (token.includes(':') ? variants : base).push(`${selector(token)}{${d}}`);
  }
  return { css: [...base, ...variants].join('\n'), unknown };
}
