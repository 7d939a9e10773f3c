import { runScript, type CommandHost } from '../../scenario/command/runner/runScript';
import { writeFile } from '../../scenario/command/workspace';
import { selectPrimaryVariant, selectTrace, useAppStore } from '../../store/appStore';
import { commandWritten } from '../../store/commandEvents';
import { toSimInput } from '../../scenario/toSimInput';
import { getRuns } from '../../store/traces';
import type { Messages } from '../i18n/en';
import { formatEntry, formatNote, type CommandEntry } from './formatEntry';
import { getSessionFiles, setSessionFiles } from './sessionFiles';

export type { CommandEntry };

/**
 * The store as a command host: commands read the scenario on screen, its run with the key on screen and the
 * playhead; a write replaces the scenario like any edit (both keys re-simulated, the link and the editor
 * follow) and moves the playhead to where its effects settled.
 */
export const storeHost: CommandHost = {
  view() {
    const s = useAppStore.getState();
    return { scenario: s.scenario, trace: selectTrace(s), step: s.step };
  },
  files: getSessionFiles,
  setFiles: setSessionFiles,
  interactive: true,
  seek: (time) => useAppStore.getState().seekTime(time),
  commit(scenario, settle) {
    return new Promise((resolve) => {
      let done = false;
      useAppStore.getState().replaceScenario(scenario, () => {
        const after = useAppStore.getState();
        after.seekStep(settle(getRuns(after.scenario).traces[selectPrimaryVariant(after)]));
        done = true;
        // The run of the write is on screen: the Labs check their goal against it.
        commandWritten();
        resolve('settled');
      });
      // A large cluster is re-simulated off the page's thread: the playhead moves once it is done.
      if (!done) resolve('deferred');
    });
  },
};

/** What `kubectl apply -f FILE` asked for: the YAML box, named after the file, then the line again. */
export interface YamlRequest {
  file: string;
  namespace: string;
  line: string;
  /** What followed the line in a paste (run after it). */
  rest: string;
}

/**
 * Runs what was typed or pasted (one command, or several lines) against the store's scenario at the playhead.
 * Returns one entry per command (`entry`: the last), and the YAML box's request when a file to apply is
 * missing. `yaml`: the box's text for a pending request (saved as that file first, or fed as stdin for `-`).
 */
export async function runLine(
  text: string,
  t: Messages,
  yaml?: { request: YamlRequest; text: string },
): Promise<{ entry: CommandEntry | undefined; entries: CommandEntry[]; needsYaml?: YamlRequest }> {
  const lang = useAppStore.getState().lang;
  let script = text;
  let saved: string | undefined;
  if (yaml) {
    const { request } = yaml;
    if (request.file === '-') {
      // What a terminal would have had: the YAML as the command's here-document.
      const body = yaml.text.endsWith('\n') ? yaml.text : `${yaml.text}\n`;
      let delim = 'EOF';
      while (body.split('\n').includes(delim)) delim += '_';
      script = `${request.line} <<'${delim}'\n${body}${delim}`;
    } else {
      const v = storeHost.view();
      const now = toSimInput(v.scenario).startTime + v.trace.steps[v.step]!.state.time;
      setSessionFiles(writeFile(getSessionFiles(), request.file, yaml.text, now));
      saved = formatNote({ code: 'yamlSaved', file: request.file }, t, lang);
    }
    if (request.rest) script = `${script}\n${request.rest}`;
  }
  if (!script.trim())
    return {
      entry: undefined,
      entries: [{ line: text, note: formatNote({ code: 'empty' }, t, lang), error: true }],
    };
  const r = await runScript(script, storeHost);
  const entries = r.entries.map((e) => formatEntry(e, t, lang));
  // The file is saved before its line runs again: the first entry says so.
  if (saved && entries[0])
    entries[0] = { ...entries[0], note: [saved, entries[0].note].filter(Boolean).join('\n') };
  return { entry: entries.at(-1), entries, ...(r.needsYaml ? { needsYaml: r.needsYaml } : {}) };
}
