import { ErrorBoundary } from './ErrorBoundary';
import { CommandBar } from './command/CommandBar';
import { ObjectsPanel } from './panels/ObjectsPanel';
import { Terminals } from './panels/Terminals';
import { Transcript } from './panels/Transcript';

/**
 * The explainer's panels below the timeline: the command line, the command outputs, the transcript and the
 * Kubernetes objects. A chunk of their own (loadBelowPanels.tsx loads it): the first view paints and plays without
 * them, and where the prerendered copy shows them below the fold they mount after the first render anyway.
 */
export function BelowPanels() {
  return (
    <>
      <ErrorBoundary name="Command line">
        <CommandBar />
      </ErrorBoundary>
      <ErrorBoundary name="Command outputs">
        <Terminals />
      </ErrorBoundary>
      <ErrorBoundary name="Transcript">
        <Transcript />
      </ErrorBoundary>
      <ErrorBoundary name="Kubernetes objects">
        <ObjectsPanel />
      </ErrorBoundary>
    </>
  );
}
