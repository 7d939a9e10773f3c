import { describe, expect, it } from 'vitest';
import { untranslatedWords } from './englishRuns';

describe('untranslatedWords', () => {
  it('finds English words in 中文 text', () => {
    expect(untranslatedWords('有缺陷的 key: 6 of 7 BPF entries have no backends')).toEqual([
      'of',
      'entries',
      'have',
      'no',
    ]);
    expect(untranslatedWords('请看：cilium-agent log')).toEqual(['log']);
    expect(untranslatedWords('cilium bpf lb list (buggy)', ['lb'])).toEqual(['buggy']);
  });

  it('keeps the terms Chinese technical writing keeps, names, code, calls and quoted messages', () => {
    expect(
      untranslatedWords(
        'BPF reconciler 把 `default/kubernetes-intranet` 的 3 个条目改写为 count 0，并删除它们的 backend slot。',
      ),
    ).toEqual([]);
    // Addresses, object and program names, CamelCase types, acronyms, units.
    expect(
      untranslatedWords('10.15.1.8:443/TCP 属于 kubernetes-intranet（LoadBalancer），TKE 上 36.1 s'),
    ).toEqual([]);
    expect(untranslatedWords('Stop() 删除了唯一的 lease；GetInstancesOfService(name) 做前缀查找')).toEqual(
      [],
    );
    expect(untranslatedWords('报错 “operation not permitted”')).toEqual([]);
    // A scenario's own object names are the caller's to list.
    expect(untranslatedWords('最小复现：test 与 test-extended')).toEqual(['test']);
    expect(untranslatedWords('最小复现：test 与 test-extended', ['test'])).toEqual([]);
  });
});
