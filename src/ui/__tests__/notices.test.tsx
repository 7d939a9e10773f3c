// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeLinkHash } from '../../scenario/link/decodeLink';
import { validationError } from '../../scenario/problems';
import { useAppStore } from '../../store/appStore';
import { resetEditorModule, useEditorStore } from '../../store/editorStore';
import { Notice } from '../Notice';
import { loadCatalog } from '../i18n/catalogs';

const initialApp = useAppStore.getState();
const initialEditor = useEditorStore.getState();
beforeEach(() => {
  localStorage.clear();
  useAppStore.setState(initialApp, true);
  useEditorStore.setState(initialEditor, true);
  useAppStore.setState({ notice: null });
  resetEditorModule();
});
afterEach(cleanup);

const linkProblem = (hash: string) => {
  const r = decodeLinkHash(hash);
  if (r.ok) throw new Error('expected a bad link');
  return r.problem;
};

describe('Notice', () => {
  it('words a link problem in the reader’s language, details included', async () => {
    useAppStore
      .getState()
      .showNotice({ kind: 'linkError', problem: linkProblem('v=1&p=tke-incident&m=sideways') });
    const { rerender } = render(<Notice />);
    expect(screen.getByRole('alert').textContent).toContain(
      'This link could not be opened: The link\'s mode "sideways" is not buggy, fixed or compare. Showing the default scenario instead.',
    );
    // The app loads 中文 before it switches to it (the catalog is not part of the first view).
    await loadCatalog('zh');
    act(() => useAppStore.getState().setLang('zh'));
    rerender(<Notice />);
    expect(screen.getByRole('alert').textContent).toContain(
      '无法打开此链接：链接中的模式 "sideways" 不是 buggy、fixed 或 compare。已改为显示默认场景。',
    );
  });

  it('says which part of a cut-off link was left out, what opened, and that its outcome was not checked', async () => {
    const r = decodeLinkHash('v=1&p=tke-incident&m=fixed&t=32500&l=en&th=light&o=bb8de');
    if (!r.ok || !r.dropped) throw new Error('expected a link opened without its end');
    const { param, problem, kept } = r.dropped;
    act(() =>
      useAppStore.getState().showNotice({ kind: 'linkTrimmed', param, problem, kept, outcomeChecked: false }),
    );
    const { rerender } = render(<Notice />);
    expect(screen.getByRole('alert').textContent).toContain(
      "This link looks cut off at its end: The link's outcome check is damaged. Only that part was left out; the rest opened as shared (scenario, key, moment, language, theme). Without its outcome check, whether today's model ends this scenario as the link's author saw could not be checked.",
    );
    await loadCatalog('zh');
    act(() => useAppStore.getState().setLang('zh'));
    rerender(<Notice />);
    expect(screen.getByRole('alert').textContent).toContain(
      '此链接的末尾似乎被截断了：链接中的结果校验值已损坏。只略去了这一部分，其余部分按分享时的样子打开（场景、key 版本、时刻、语言、主题）。缺少结果校验值',
    );
  });

  it('a file that opened is a status with ✓, not a ⚠ alert; dismissing removes it', () => {
    act(() => useAppStore.getState().showNotice({ kind: 'fileOpened', name: 'a.json' }));
    render(<Notice />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('✓Opened a.json.✕');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(useAppStore.getState().notice).toBeNull();
  });

  it('lists a file’s problems per language, and counts set-aside drafts with plurals', () => {
    const errors = [validationError('$.services[0].clusterIP', 'notIPv4', { value: '"1.2.3"' })];
    act(() => useAppStore.getState().showNotice({ kind: 'fileError', name: 'x.json', errors }));
    const { rerender } = render(<Notice />);
    expect(screen.getByRole('alert').textContent).toContain(
      'The file x.json is not a scenario: $.services[0].clusterIP: "1.2.3" is not an IPv4 address',
    );
    act(() =>
      useAppStore.getState().showNotice({
        kind: 'draftsQuarantined',
        count: 2,
        first: validationError('$.services', 'notArray', { gotType: 'string', value: '"oops"' }),
      }),
    );
    rerender(<Notice />);
    expect(screen.getByRole('alert').textContent).toContain(
      '2 drafts saved in this browser could not be read and were set aside (the first: $.services: must be an array, got string "oops")',
    );
  });
});

describe('DraftBanner (inside Notice)', () => {
  it('renders nothing, and loads nothing, while there is no draft to offer or undo', () => {
    const { container } = render(<Notice />);
    expect(container.innerHTML).toBe('');
  });

  it('offers Undo after a preset replaced an edited draft, and Undo brings it back', async () => {
    const app = useAppStore.getState();
    app.loadPreset('minimal-repro');
    useEditorStore.getState().setOpen(true);
    useEditorStore.getState().edit((d) => ((d.title = 'Mine'), d));
    // A scenario from elsewhere: the scenario slice tells the editor itself.
    app.loadPreset('no-shared-prefix');
    render(<Notice />);
    // The bar's code loads the first time there is something to offer or undo.
    const region = await screen.findByRole('region', { name: 'Drafts' });
    expect(region.textContent).toContain('Your draft “Mine” was replaced by “No shared prefix');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(useEditorStore.getState().draft?.title).toBe('Mine');
    expect(screen.queryByRole('region', { name: 'Drafts' })).toBeNull();
  });

  it('is not shown in the read-only embed', async () => {
    useEditorStore.setState({
      offers: [{ key: 'k', tab: 't', savedAt: 0, open: true, shown: '', draft: initialApp.scenario }],
    });
    const { rerender } = render(<Notice />);
    expect((await screen.findByRole('region', { name: 'Drafts' })).textContent).toContain(
      'from an earlier version',
    );
    act(() => useAppStore.getState().setEmbed(true));
    rerender(<Notice />);
    expect(screen.queryByRole('region', { name: 'Drafts' })).toBeNull();
  });
});
