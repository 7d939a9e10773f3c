import type { NotePhrases, Wording } from '../../../../scenario/story/segments/phrases';
import { code as c } from '../format';

const writeUpSays = (p: number) =>
  `The write-up describes the Kubernetes source as priority 0; the running agent stores it as priority ${p}`;

export const notesEn: Wording<NotePhrases> = {
  errnoByKernel: () =>
    'EPERM vs EHOSTUNREACH depends on the kernel: without bpf_set_retval (before 5.18) the hook can only make connect() fail with EPERM.',
  relistAfterGone: () =>
    "This scenario lets the agent relist after its watch returns, as client-go does when the apiserver answers 410 Gone (likely after a replica was replaced, depending on its watch cache). The write-up's debug log suggests the incident's agent resumed instead.",
  resumeNotRelist: () =>
    "The model resumes the watch from the last resourceVersion, as the write-up's debug logs suggest. After an apiserver replacement client-go may instead get 410 Gone and re-list, which would re-deliver every slice and heal the victim.",
  sourcePriorityBuggy: (x) =>
    `${writeUpSays(x.priority)}, so a stored key ends in ${c(`… ${x.storedTail}`)}. That does not change the outcome: the buggy lookup prefix is built with priority 0, which is the bare name, so the bug fires either way.`,
  sourcePriorityFixed: (x) =>
    `${writeUpSays(x.priority)}, which only changes a stored key's last byte (${c(`… ${x.storedTail}`)}). The fixed lookup prefix ends in the space byte ${c(x.terminator)}, so the priority does not matter for the match either way.`,
  replicaCount: () =>
    "How many apiserver replicas share the lease is the scenario's choice: the write-up says the apiserver runs several replicas behind one advertise address, not how many.",
  auditLogGap: () =>
    "The write-up found this write missing from the audit log. That the replica's shutdown is why is the write-up's own explanation; no log shows it.",
  kubernetesServicePatched: () =>
    `The final write-up says the ${c('default/kubernetes')} Service had no operations, but the earlier draft's agent debug logs show it as a public LoadBalancer (${c('loadbalance-type:OPEN')}) whose ${c('sync-begin-time')} and ${c('sync-end-time')} annotations keep changing. The model follows the logs: they are first-hand evidence of what the agent received.`,
};
