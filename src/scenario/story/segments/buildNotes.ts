import { instanceKeyHex, K8S_SOURCE_PRIORITY, serviceLookupPrefix } from '../../../model/backendInstanceKey';
import { hexBytes } from '../../../model/bytes';
import type { InferredFact, Narrative, SourceNote } from '../narrative';
import { ph, type Phrase } from './phrases';

/** What a note under the narration is: a fact the model inferred, or a point where the sources disagree. */
export type NoteLabel = 'inferred' | 'sources';

export interface NoteSegment {
  label: NoteLabel;
  phrase: Phrase;
}

/** The last two bytes of any stored key with the Kubernetes source's priority: the space and the priority. */
function storedTail(n: Narrative): string {
  const key = instanceKeyHex({ serviceName: '', sourcePriority: K8S_SOURCE_PRIORITY }, n.variant);
  return hexBytes(key).slice(-2).join(' ');
}

function inferred(f: InferredFact, n: Narrative): Phrase {
  switch (f) {
    case 'sourcePriority': {
      // With either key the priority is only the stored key's last byte; what differs is why that is harmless.
      const x = { priority: K8S_SOURCE_PRIORITY, storedTail: storedTail(n) };
      if (n.variant === 'buggy') return ph('sourcePriorityBuggy', x);
      return ph('sourcePriorityFixed', { ...x, terminator: serviceLookupPrefix('', 'fixed') });
    }
    case 'errnoByKernel':
    case 'resumeNotRelist':
    case 'relistAfterGone':
    case 'replicaCount':
    case 'auditLogGap':
      return ph(f);
  }
}

const source = (s: SourceNote): Phrase => ph(s);

/** The notes a step's narration carries, in no language: its inferred facts, then its disagreeing sources. */
export function noteSegments(n: Narrative): NoteSegment[] {
  return [
    ...n.inferred.map((f) => ({ label: 'inferred' as const, phrase: inferred(f, n) })),
    ...n.sources.map((s) => ({ label: 'sources' as const, phrase: source(s) })),
  ];
}
