import { secs } from '../format';
import type { Phrasebook } from '../types';
import { agentEn } from './agent';
import { connectEn } from './connect';
import { controlPlaneEn } from './controlPlane';
import { kubectlEn } from './kubectl';
import { tablesEn } from './tables';
import { errno } from './words';

/** The story in English. */
export const phrasebookEn: Phrasebook = {
  phrases: { ...agentEn, ...controlPlaneEn, ...kubectlEn, ...tablesEn, ...connectEn },
  sentenceGap: ' ',
  errno,
  inferred: {
    errnoByKernel:
      'EPERM vs EHOSTUNREACH depends on the kernel: without bpf_set_retval (before 5.18) the hook can only make connect() fail with EPERM.',
    relistAfterGone:
      "This scenario lets the agent relist after its watch returns, as client-go does when the apiserver answers 410 Gone (likely after a replica was replaced, depending on its watch cache). The write-up's debug log suggests the incident's agent resumed instead.",
    resumeNotRelist:
      "The model resumes the watch from the last resourceVersion, as the write-up's debug logs suggest. After an apiserver replacement client-go may instead get 410 Gone and re-list, which would re-deliver every slice and heal the victim.",
    sourcePriority:
      "The Kubernetes source's priority is modelled as 4 (it only changes a stored key's last byte); the lookup prefix is built with priority 0, so the bug fires either way.",
  },
  runNote: (count, from, to) =>
    `This beat stands for ${count} similar steps, from ${secs(from)} s to ${secs(to)} s.`,
};
