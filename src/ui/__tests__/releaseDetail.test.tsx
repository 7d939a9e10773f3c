// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReleaseRecord } from '../../model/trace';
import { ReleaseDetail } from '../panels/ReleaseDetail';

afterEach(cleanup);

const release = (removed: ReleaseRecord['removed']): ReleaseRecord => ({
  backend: '10.245.1.1:80/TCP',
  service: 'test-a/service',
  prefixHex: '',
  shortcut: false,
  before: [],
  removed,
  collateral: [],
  spared: [],
  rowDeleted: false,
});

describe('ReleaseDetail', () => {
  it('says a release removed nothing when the row held no instance of its Service (cilium/cilium#43999)', () => {
    const { container } = render(<ReleaseDetail release={release([])} />);
    expect(container.textContent).toContain('→ removed nothing (the row holds no instance of this Service)');
    cleanup();
    const own = render(<ReleaseDetail release={release([{ service: 'test-a/service', keyHex: '00' }])} />);
    expect(own.container.textContent).toMatch(/→ removed test-a\/service/);
  });
});
