import type { StepKind } from '../../model/trace';
import { SOURCES as L, type SourceLink } from '../../scenario/sources';

export type { SourceLink };

/** The upstream code behind each kind of step. */
export const UPSTREAM: Record<StepKind, SourceLink[]> = {
  agentStart: [L.reflector],
  agentListed: [L.reflector],
  agentCrashLoop: [L.sock, L.issue],
  kubectlWrite: [L.reflector],
  apiserverRestart: [L.controller],
  replicaStop: [L.controller, L.lease],
  replicaStarted: [L.lease],
  sliceCleared: [L.lease, L.controller],
  sliceRestored: [L.lease],
  watchEvent: [L.reflector],
  watchDropped: [L.reflector],
  watchReconnected: [L.reflector],
  watchReconnectFailed: [L.sock],
  bufferFlush: [L.reflector, L.writer, L.backend, L.fix],
  bpfReconcile: [L.bpf],
  lbReconcile: [L.writer],
  annotationPatch: [L.reflector, L.writer],
  connect: [L.sock],
};
