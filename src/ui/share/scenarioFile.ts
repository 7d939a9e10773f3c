import { formatErrors, parseScenarioText } from '../../scenario/parseScenario';
import type { ScenarioV1 } from '../../scenario/types';

/** Offers the scenario as a JSON file download. */
export function downloadScenario(scenario: ScenarioV1) {
  const blob = new Blob([JSON.stringify(scenario, null, 2) + '\n'], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  const slug = (scenario.title || 'scenario')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  a.download = `${slug || 'scenario'}.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Reads a user's file as a scenario; the error names the JSON path of each problem. */
export async function readScenarioFile(
  file: File,
): Promise<{ ok: true; scenario: ScenarioV1 } | { ok: false; error: string }> {
  if (file.size > 2_000_000)
    return { ok: false, error: `it is ${file.size} bytes; at most 2,000,000 are read` };
  const r = parseScenarioText(await file.text());
  return r.ok ? r : { ok: false, error: formatErrors(r.errors.slice(0, 5)) };
}
