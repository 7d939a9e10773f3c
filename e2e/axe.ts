import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** axe-core's browser build, injected as a file (the app's CSP forbids inline scripts: use `bypassCSP`). */
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core');

/** WCAG 2.0, 2.1 and 2.2 success criteria at levels A and AA (every such rule axe runs by default). */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface AxeViolation {
  id: string;
  tags: string[];
  impact: string | null;
  help: string;
  /** One entry per failing element: its selector and axe's summary of what fails. */
  nodes: { target: string; summary: string }[];
}

/**
 * Runs every rule axe-core runs by default on the whole document as it is now (dialogs open, the page behind
 * them included).
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  return page.evaluate(async () => {
    type Result = {
      violations: {
        id: string;
        tags: string[];
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }[];
    };
    const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<Result> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      tags: v.tags,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target.map(String).join(' '),
        summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240),
      })),
    }));
  });
}

/** The violations of WCAG 2.x A/AA success criteria (the rest are axe's best practices). */
export const wcag = (vs: AxeViolation[]) => vs.filter((v) => v.tags.some((t) => WCAG_AA.includes(t)));

/** Number of failing elements over all rules. */
export const nodeCount = (vs: AxeViolation[]) => vs.reduce((n, v) => n + v.nodes.length, 0);
