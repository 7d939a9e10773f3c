import { fileSizeProblem } from '../../scenario/parseScenario';
import { parseScenarioOffThread } from '../../store/decode/decodeClient';
import { warmSimWorker } from '../../store/simulation/simClient';
import type { ValidationError } from '../../scenario/problems';
import type { ScenarioV1 } from '../../scenario/types';

/** Offers the scenario (or a draft, whose fields may hold anything) as a JSON file download. */
export function downloadScenario(scenario: ScenarioV1) {
  const blob = new Blob([JSON.stringify(scenario, null, 2) + '\n'], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  const slug = String(scenario.title ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  a.download = `${slug || 'scenario'}.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Files larger than this (bytes) start a simulation worker as they are read (300 Services: 90-170 kB). */
const WARM_FILE_ABOVE = 256 * 1024;

/**
 * Reads a user's file as a scenario, the way the CLI reads one: the size first (a file over the limit is
 * not read), then UTF-8 or UTF-16 text, then JSON and the scenario rules, each problem with its JSON path —
 * in a worker, within a time limit (a 3 MB file takes hundreds of milliseconds to parse and validate).
 */
export async function readScenarioFile(
  file: File,
): Promise<{ ok: true; scenario: ScenarioV1 } | { ok: false; errors: ValidationError[] }> {
  const tooLarge = fileSizeProblem(file.size);
  if (tooLarge) return { ok: false, errors: [tooLarge] };
  // A file this large (about 500 Services and up) is most likely simulated off the page's thread: its worker
  // starts loading now, while the file is parsed.
  if (file.size > WARM_FILE_ABOVE) warmSimWorker();
  return parseScenarioOffThread(new Uint8Array(await file.arrayBuffer()));
}
