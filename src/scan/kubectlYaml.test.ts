import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments, stringify } from 'yaml';
import { parseKubectlYaml } from './kubectlYaml';

const library = (text: string) => {
  const docs = parseAllDocuments(text);
  return (Array.isArray(docs) ? docs : []).filter((d) => d.contents !== null).map((d) => d.toJS());
};

/** What `kubectl get svc -A -o yaml` prints (go-yaml: compact sequences, folded long strings, literal blocks). */
const KUBECTL = `apiVersion: v1
items:
- apiVersion: v1
  kind: Service
  metadata:
    annotations:
      kubectl.kubernetes.io/last-applied-configuration: |
        {"apiVersion":"v1","kind":"Service","metadata":{"annotations":{},"name":"api","namespace":"shop"}}
      service.cloud.tencent.com/sync-begin-time: "2026-01-08T11:40:31+08:00"
      example.com/long: this is a long plain annotation value that go-yaml folds over more than one line
        because it is longer than eighty characters
      example.com/quoted: 'it''s quoted: with a colon and a # hash that would otherwise
        start a comment'
      example.com/escaped: "tab\\there \\u00e9 \\"quoted\\" and a long tail that the emitter folds at the
        width"
    creationTimestamp: "2026-01-02T10:00:00Z"
    labels: {}
    name: api
    namespace: shop
    resourceVersion: "12345"
  spec:
    clusterIP: 10.96.1.1
    clusterIPs:
    - 10.96.1.1
    ipFamilies:
    - IPv4
    ports:
    - name: http
      port: 80
      protocol: TCP
      targetPort: 8080
    - name: metrics
      port: 9090
      protocol: TCP
      targetPort: metrics
    selector:
      app: api
    sessionAffinity: None
    type: ClusterIP
  status:
    loadBalancer: {}
- apiVersion: discovery.k8s.io/v1
  addressType: IPv4
  endpoints:
  - addresses:
    - 10.0.1.1
    conditions:
      ready: true
      serving: true
      terminating: false
    nodeName: node-1
    targetRef:
      kind: Pod
      name: api-7d4d8932-x7k2q
  kind: EndpointSlice
  metadata:
    labels:
      kubernetes.io/service-name: api
    name: api-abcde
    namespace: shop
  ports:
  - name: http
    port: 8080
    protocol: TCP
- apiVersion: discovery.k8s.io/v1
  addressType: IPv4
  endpoints: null
  kind: EndpointSlice
  metadata:
    name: kubernetes
    namespace: default
  ports: []
kind: List
metadata:
  resourceVersion: ""
`;

describe('parseKubectlYaml', () => {
  it('reads kubectl output exactly as the yaml library does, with item lines', () => {
    const fast = parseKubectlYaml(KUBECTL);
    expect(fast).toBeDefined();
    expect(fast!.map((d) => d.value)).toEqual(library(KUBECTL));
    expect(fast![0]!.itemLines).toEqual([3, 42, 65]);
    const svc = (fast![0]!.value as { items: { metadata: { annotations: Record<string, string> } }[] })
      .items[0]!;
    expect(svc.metadata.annotations['example.com/quoted']).toBe(
      "it's quoted: with a colon and a # hash that would otherwise start a comment",
    );
  });

  it('several documents, each with its line', () => {
    const text = '---\nkind: Service\nmetadata: {}\n---\n# comment\nkind: EndpointSlice\n...\n';
    const fast = parseKubectlYaml(text)!;
    expect(fast.map((d) => [d.value, d.line])).toEqual([
      [{ kind: 'Service', metadata: {} }, 2],
      [{ kind: 'EndpointSlice' }, 6],
    ]);
  });

  it.each([
    ['anchors', 'a: &x 1\nb: *x\n'],
    ['flow collections', 'a: [1, 2]\n'],
    ['folded blocks', 'a: >\n  text\n'],
    ['tags', 'a: !!str 1\n'],
    ['duplicate keys', 'a: 1\na: 2\n'],
    ['bad indentation', 'a:\n  b: 1\n c: 2\n'],
    ['not YAML at all', 'a: b: c\n'],
    ['tabs', 'a:\n\tb: 1\n'],
  ])('leaves %s to the library', (_, text) => {
    expect(parseKubectlYaml(text)).toBeUndefined();
  });

  it('agrees with the yaml library wherever it does not give up', () => {
    const scalar = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.stringMatching(/^[a-z0-9 :#'"\\-]{0,90}$/),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.double({ noNaN: true }),
      fc.constantFrom(
        'true',
        '1.5',
        '0x1F',
        '~',
        '',
        ' lead',
        'trail ',
        'a\nb',
        'a\n\nb\n',
        '#x',
        '- x',
        'é ü ✓',
      ),
    );
    const key = fc.oneof(fc.stringMatching(/^[a-z][a-z0-9./-]{0,20}$/), fc.string({ maxLength: 8 }));
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        scalar,
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(key, tie('node'), { maxKeys: 4 }),
      ),
    })).node;
    const opts = fc.record({
      lineWidth: fc.integer({ min: 20, max: 100 }),
      indentSeq: fc.boolean(),
      defaultStringType: fc.constantFrom('PLAIN', 'QUOTE_DOUBLE', 'QUOTE_SINGLE', 'BLOCK_LITERAL'),
    } as const);
    let read = 0;
    fc.assert(
      fc.property(
        fc.array(fc.dictionary(key, value, { maxKeys: 6 }), { minLength: 1, maxLength: 3 }),
        opts,
        (docs, o) => {
          const text = docs.map((d) => stringify(d, { ...o, minContentWidth: 0 })).join('---\n');
          const fast = parseKubectlYaml(text);
          if (!fast) return;
          read++;
          expect(fast.map((d) => d.value)).toEqual(library(text));
        },
      ),
      { numRuns: 800 },
    );
    expect(read).toBeGreaterThan(250); // the fast path must cover most output, not just give up
  }, 60_000); // a generous limit on a busy machine: this is not a timing assertion
});
