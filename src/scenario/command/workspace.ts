/**
 * The files of one command session (the app's tab, the CLI's process): what `cat <<EOF > test.yaml`, `echo … >`
 * and the YAML box write, and what `kubectl apply -f`, `cat` and `ls` read. Never in a link. Immutable: a
 * command that writes returns a new workspace.
 */
export interface WorkspaceFile {
  text: string;
  /** Wall-clock time (epoch ms) of the playhead when it was written (`ls -l`). */
  mtime: number;
}

export type Workspace = Readonly<Record<string, WorkspaceFile>>;

export const EMPTY_WORKSPACE: Workspace = Object.freeze({});

/** Files live in one directory: `./test.yaml`, `test.yaml` and `/root/test.yaml` name the same file. */
export function filePath(name: string): string {
  return name.replace(/^(?:\/root\/|~\/|\.\/)+/, '');
}

export function readFile(ws: Workspace, name: string): string | undefined {
  const f = Object.hasOwn(ws, filePath(name)) ? ws[filePath(name)] : undefined;
  return f?.text;
}

export function writeFile(ws: Workspace, name: string, text: string, mtime: number): Workspace {
  const next: Record<string, WorkspaceFile> = { ...ws };
  // defineProperty: a file named "__proto__" stays a plain entry.
  Object.defineProperty(next, filePath(name), {
    value: { text, mtime },
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return next;
}

export function removeFile(ws: Workspace, name: string): Workspace {
  const next: Record<string, WorkspaceFile> = { ...ws };
  delete next[filePath(name)];
  return next;
}

/** File names in `ls` order (byte order, as `LC_ALL=C ls`). */
export function fileNames(ws: Workspace): string[] {
  return Object.keys(ws).sort();
}

/** Text as a file holds it: a command's output is written with its final newline. */
export function asFileText(output: string): string {
  return output === '' || output.endsWith('\n') ? output : `${output}\n`;
}

/** A file's text as a command prints it: the final newline is the terminal's. */
export function asOutput(text: string): string {
  return text.endsWith('\n') ? text.slice(0, -1) : text;
}
