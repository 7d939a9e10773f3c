// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decoyObjects, entry, incidentObjects, list } from '../../scan/fixtures';
import { scanEntries } from '../../scan/scan';
import type { ScanResult } from '../../scan/scanResult';
import { useAppStore } from '../../store/appStore';
import { scanMessages } from './messages';
import { openReplay } from './openReplay';
import { ScanResults } from './ScanResults';

const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));
afterEach(cleanup);

const scan = (): Promise<ScanResult> =>
  scanEntries([entry('d.json', JSON.stringify(list([...incidentObjects(), ...decoyObjects()])))], {
    ciliumVersion: 'v1.18.6',
    replays: false,
  });

function show(r: ScanResult, lang: 'en' | 'zh' = 'en', onReplay = vi.fn()) {
  render(<ScanResults r={r} m={scanMessages[lang]} onReplay={onReplay} redact={false} onRedact={() => {}} />);
  return onReplay;
}

const victims = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

describe('ScanResults', () => {
  it('shows the three verdicts first, in English and in Chinese', async () => {
    const r = await scan();
    show(r);
    expect(screen.getByRole('region', { name: 'Version' }).textContent).toContain('Affected · v1.18.6');
    expect(screen.getByRole('region', { name: 'Exposure' }).textContent).toContain('2 exposed pair(s)');
    cleanup();
    show(r, 'zh');
    expect(screen.getByRole('region', { name: '版本' }).textContent).toContain('受影响 · v1.18.6');
    expect(screen.getByRole('region', { name: '暴露面' }).textContent).toContain('2 对暴露的 Service');
    expect(screen.getByRole('region', { name: '当前损坏' }).textContent).toContain('没有节点输出');
  });

  it('sorts by a column (aria-sort follows) and filters by name or address', async () => {
    show(await scan());
    expect(victims()).toEqual(['default/kubernetes-intranet', 'shop/apiv2']);
    const prefixHeader = screen.getByRole('columnheader', { name: /Prefix bytes/ });
    fireEvent.click(within(prefixHeader).getByRole('button'));
    expect(prefixHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(victims()).toEqual(['shop/apiv2', 'default/kubernetes-intranet']); // 8 bytes before 18
    fireEvent.click(within(prefixHeader).getByRole('button'));
    expect(prefixHeader.getAttribute('aria-sort')).toBe('descending');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter pairs' }), {
      target: { value: '10.0.1.1' },
    });
    expect(victims()).toEqual(['shop/apiv2']);
    expect(screen.getByText('1 of 2 shown')).toBeTruthy();
  });

  it('Replay asks for the pair; Explain shows the bytes', async () => {
    const onReplay = show(await scan());
    fireEvent.click(screen.getByRole('button', { name: 'Replay shop/api > shop/apiv2 in the explainer' }));
    expect(onReplay).toHaveBeenCalledWith('shop/api > shop/apiv2');
    fireEvent.click(screen.getByRole('button', { name: 'Explain shop/api > shop/apiv2' }));
    expect(screen.getByLabelText('shop/api').textContent).toBe('73 68 6f 70 2f 61 70 69');
    expect(screen.getByText(/lose 1 of their 2 backends/)).toBeTruthy();
  });
});

describe('ScanResults: no version', () => {
  it('points at the version field where it is: below, under "Scan other input"', async () => {
    const r = await scanEntries([entry('d.json', JSON.stringify(list(incidentObjects())))], {
      replays: false,
    });
    show(r);
    expect(screen.getByRole('region', { name: 'Version' }).textContent).toContain(
      'Enter it in the “Cilium version” field below, under “Scan other input”, and scan again',
    );
    cleanup();
    show(r, 'zh');
    expect(screen.getByRole('region', { name: '版本' }).textContent).toContain(
      '请在下方“扫描其他输入”中的“Cilium 版本”一栏填写后重新扫描',
    );
  });
});

describe('ScanResults: other namespaces', () => {
  it('lists prefix names under their own heading, not under "Same names"', async () => {
    show(await scan());
    expect(screen.getByText('Prefix names in other namespaces (1) — safe')).toBeTruthy();
    expect(screen.queryByText(/^Same names in other namespaces/)).toBeNull();
    cleanup();
    show(await scan(), 'zh');
    expect(screen.getByText('其他命名空间中名称呈前缀关系的 Service（1）——安全')).toBeTruthy();
  });
});

describe('ScanResults: endpoint conditions', () => {
  it('Explain shows a not-ready shared endpoint with its conditions, in both languages', async () => {
    const items = incidentObjects();
    const released = items[2] as { endpoints: { conditions: object }[] };
    released.endpoints[0]!.conditions = { ready: false, serving: false, terminating: false };
    const r = await scanEntries([entry('d.json', JSON.stringify(list(items)))], {
      ciliumVersion: 'v1.18.6',
      replays: false,
    });
    const pair = 'default/kubernetes > default/kubernetes-intranet';
    show(r);
    fireEvent.click(screen.getByRole('button', { name: `Explain ${pair}` }));
    expect(screen.getByTestId('pair-conditions').textContent).toBe(
      'Not ready in this dump: 169.254.128.7:60002/TCP in default/kubernetes (ready=false, serving=false, terminating=false). They count as shared all the same: a readiness change is what releases the backend, and the address is listed on both sides.',
    );
    cleanup();
    show(r, 'zh');
    fireEvent.click(screen.getByRole('button', { name: `解释 ${pair}` }));
    expect(screen.getByTestId('pair-conditions').textContent).toContain(
      '这份转储中未就绪的：default/kubernetes 中的 169.254.128.7:60002/TCP（ready=false, serving=false, terminating=false）。',
    );
  });
});

describe('openReplay', () => {
  it('loads the pair into the explainer in compare view at the moment of damage', async () => {
    const r = await scan();
    expect(openReplay(r, 'default/kubernetes > default/kubernetes-intranet')).toBeUndefined();
    const s = useAppStore.getState();
    expect(s.scenario.title).toBe('Replay: default/kubernetes → default/kubernetes-intranet');
    expect(s.view).toBe('compare');
    expect(s.time).toBe(13501);
    expect(openReplay(r, 'nope')).toBe('no exposed pair nope');
  });
});
