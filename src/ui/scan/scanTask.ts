/**
 * One scan: reads the files, parses and judges them, and reports progress. It runs in the scan worker (so a
 * 100,000-endpoint dump never freezes the page), or in the page itself in the one-file offline build.
 */
import { checkSize, ScanInputError } from '../../scan/inputError';
import { isZip } from '../../scan/archive';
import { parseDump } from '../../scan/parseDump';
import { scanDump } from '../../scan/scanDump';
import { isSysdump, sysdumpRole } from '../../scan/sysdumpPaths';
import type { ScanReply, ScanRequest } from './scanProtocol';

/** Runs one scan request, posting progress and then a result or a problem. Never throws. */
export async function handleScan(req: ScanRequest, post: (m: ScanReply) => void) {
  const { ciliumVersion } = req;
  // From an unpacked sysdump folder only the few files the scanner reads are read at all.
  const sysdump = req.inputs.length > 1 && isSysdump(req.inputs.map((x) => x.name));
  const inputs = sysdump ? req.inputs.filter((x) => sysdumpRole(x.name) !== 'skip') : req.inputs;
  try {
    const entries = [];
    for (const [i, { name, blob }] of inputs.entries()) {
      post({ type: 'progress', file: name, done: i, total: inputs.length });
      // Sizes are checked before a byte is read, so a 200 MB file is refused at once.
      const head = new Uint8Array(await blob.slice(0, 4).arrayBuffer());
      checkSize(name, blob.size, isZip(head));
      entries.push({ name, data: new Uint8Array(await blob.arrayBuffer()) });
    }
    const dump = await parseDump(entries, {
      ...(ciliumVersion && { ciliumVersion }),
      onProgress: (p) => post({ type: 'progress', ...p }),
    });
    post({ type: 'result', result: scanDump(dump) });
  } catch (err) {
    if (err instanceof ScanInputError)
      post({
        type: 'problem',
        problem: {
          file: err.file,
          ...(err.line && { line: err.line }),
          ...(err.column && { column: err.column }),
          code: err.code,
          ...(err.detail && { detail: err.detail }),
          message: err.message,
        },
      });
    else
      post({
        type: 'problem',
        problem: {
          file: '',
          code: 'usage',
          message: `the scanner failed: ${String(err)}`,
          detail: String(err),
        },
      });
  }
}
