import { Component, type ReactNode } from 'react';
import { useEditorStore } from '../../store/editorStore';
import type { Messages } from '../i18n/en';
import { fmt } from '../i18n/useT';
import { downloadScenario } from '../share/scenarioFile';
import { smallButton } from './controls';

/**
 * If the forms cannot show a draft (a shape no check foresaw), say so and offer a way out that keeps the
 * work: download it, or discard it and start again. Never an editor broken until site data is cleared.
 */
export class EditorCrashGuard extends Component<
  { t: Messages; children: ReactNode },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { t } = this.props;
    if (!this.state.error) return this.props.children;
    const draft = useEditorStore.getState().draft;
    return (
      <div role="alert" className="flex flex-col gap-2 rounded-md border border-bad bg-bad/10 p-3 text-sm">
        <p>{fmt(t.drafts.crashed, { error: this.state.error.message })}</p>
        <div className="flex gap-2">
          {draft && (
            <button type="button" className={smallButton} onClick={() => downloadScenario(draft)}>
              ⬇ {t.drafts.crashDownload}
            </button>
          )}
          <button
            type="button"
            className={smallButton}
            onClick={() => {
              useEditorStore.getState().discardDraft();
              this.setState({ error: null });
            }}
          >
            {t.drafts.crashDiscard}
          </button>
        </div>
      </div>
    );
  }
}
