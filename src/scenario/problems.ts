import { fillTemplate } from './fillTemplate';

/**
 * Problems with a scenario, a file or a link, as data: a code and its parameters. Each language words them
 * from its own catalog (the CLI and the English UI use EN_PROBLEMS), so a Chinese alert never wraps an
 * English sentence.
 */

/** How a received value is described in "got …". */
export type GotType = 'null' | 'array' | 'object' | 'string' | 'number' | 'boolean' | 'missing';

export type ProblemCode =
  // The shape of JSON values (validationContext.ts)
  | 'notObject'
  | 'unknownField'
  | 'notString'
  | 'textTooLong'
  | 'badFormat'
  | 'notDnsLabel'
  | 'notAnnotationKey'
  | 'notKernel'
  | 'notIsoTime'
  | 'notNumber'
  | 'notWhole'
  | 'outOfRange'
  | 'notArray'
  | 'tooManyItems'
  | 'notOneOf'
  // Scenario rules (validate.ts)
  | 'notIPv4'
  | 'noPorts'
  | 'lbIPsNotLB'
  | 'clusterIPsFirst'
  | 'clusterIPsSecond'
  | 'ipModeNotIngress'
  | 'nodePortOnClusterIP'
  | 'duplicatePort'
  | 'duplicatePortName'
  | 'annotationsNotObject'
  | 'nodeNamesNotObject'
  | 'labelsNotObject'
  | 'tooManyLabels'
  | 'notLabelKey'
  | 'notLabelValue'
  | 'affinityTimeoutNeedsClientIP'
  | 'tooManyNodeNames'
  | 'nodeNameNotEndpoint'
  | 'nodeNamesNeedEndpoints'
  | 'notDnsSubdomain'
  | 'tooManyAnnotations'
  | 'unknownRef'
  | 'patchNeedsField'
  | 'needsApiserver'
  | 'notAddress'
  | 'versionMissing'
  | 'versionWrong'
  | 'needsVersion2'
  | 'notCiliumRelease'
  | 'ciliumReleaseNotModelled'
  | 'duplicateObject'
  | 'managedSlice'
  | 'clusterIPInUse'
  | 'eventsOutOfOrder'
  | 'notRealDate'
  | 'afterDuration'
  | 'notTalkFocus'
  | 'tooMuchWork'
  // Nodes and service ranges (validateNodes.ts, validate.ts)
  | 'notDnsName'
  | 'duplicateNode'
  | 'nodeIPInUse'
  | 'duplicatePod'
  | 'unknownNode'
  | 'notCidr'
  // Text and files (parseScenario.ts, decodeScenarioBytes.ts)
  | 'textTooLarge'
  | 'fileTooLarge'
  | 'notJson'
  | 'notJsonEnd'
  | 'notText'
  // Links (link/decodeLink.ts)
  | 'linkTooLong'
  | 'linkBadEncoding'
  | 'linkRepeated'
  | 'linkVersionNaN'
  | 'linkVersionZero'
  | 'linkVersionNewer'
  | 'linkBadMode'
  | 'linkPresetAndInline'
  | 'linkUnknownPreset'
  | 'linkNotDecompressed'
  | 'linkScenarioInvalid'
  | 'linkBadMoment'
  | 'linkBadLang'
  | 'linkBadTheme'
  | 'linkBadOutcome'
  | 'linkBadTour'
  | 'linkTalkNotDecompressed'
  | 'linkTalkInvalid'
  | 'linkBadSession'
  | 'linkBadBeat'
  | 'linkBadLab'
  // Drafts kept in the browser (store/draftStorage.ts)
  | 'draftUnreadable'
  // Budgets: what any input may cost before it is refused (runWork.ts, jsonDepth.ts, link/unfoldPart.ts)
  | 'tooMuchRunWork'
  | 'nestedTooDeep'
  | 'linkPartTooLarge'
  | 'linkPartTooDeep'
  | 'linkKeptElsewhere'
  | 'readTooSlow'
  | 'linkTooSlow';

export type ProblemParams = Record<string, string | number>;

/** One problem at a JSON path (`$.services[1].clusterIP`), e.g. in a scenario. */
export interface ValidationError {
  path: string;
  code: ProblemCode;
  params: ProblemParams;
  /** The English wording (the CLI prints it; tests read it). */
  message: string;
}

/** A problem with a whole link or file; `details` are the scenario's own problems, when it has some. */
export interface Problem {
  code: ProblemCode;
  params: ProblemParams;
  details?: readonly ValidationError[];
}

export interface ProblemCatalog {
  codes: Record<ProblemCode, string>;
  /** `{got}` in a code's text: how the received value is described. `{value}` is the value. */
  got: Record<GotType, string>;
  /** Appended when not every detail is listed; `{n}` is how many more. */
  more: string;
  /** Between listed details. */
  separator: string;
}

export const EN_PROBLEMS: ProblemCatalog = {
  codes: {
    notObject: 'must be an object, got {got}',
    unknownField: 'unknown field (allowed: {allowed})',
    notString: 'must be a string, got {got}',
    textTooLong: 'is longer than {max} characters',
    badFormat: '{value} has an invalid format',
    notDnsLabel:
      '{value} must be a DNS label: lowercase letters, digits and "-", starting and ending with a letter or digit',
    notAnnotationKey: '{value} is not a valid annotation key',
    notKernel: '{value} must start with a version like 5.4',
    notIsoTime: '{value} must be an ISO time like 2026-01-08T11:10:00Z',
    notNumber: 'must be a number, got {got}',
    notWhole: 'must be a whole number, got {value}',
    outOfRange: 'must be between {min} and {max}, got {value}',
    notArray: 'must be an array, got {got}',
    tooManyItems: 'has {count} items; at most {max} are allowed',
    notOneOf: 'must be one of {options}, got {got}',
    notIPv4: '{value} is not an IPv4 address (four numbers 0–255, without leading zeros)',
    noPorts: 'needs at least one port',
    lbIPsNotLB: 'only a LoadBalancer Service has ingress IPs (type is {type})',
    clusterIPsFirst: 'must start with the clusterIP, {clusterIP} (got {value})',
    clusterIPsSecond:
      '{value} must be an IPv6 address: a second ClusterIP is of the other IP family (dual-stack)',
    ipModeNotIngress: "{value} is not one of the Service's loadBalancerIPs",
    nodePortOnClusterIP: 'only a NodePort or LoadBalancer Service has a nodePort (type is {type})',
    duplicatePort: 'duplicate port {port}/{protocol} (also at {other})',
    duplicatePortName: 'duplicate port name {value} (also at {other})',
    annotationsNotObject: 'must be an object of string values',
    tooManyAnnotations: 'has more than {max} annotations',
    nodeNamesNotObject: 'must be an object of node names by endpoint address',
    labelsNotObject: 'must be an object of string values',
    tooManyLabels: 'has more than {max} labels',
    notLabelKey: '{value} is not a valid label key',
    notLabelValue:
      '{value} is not a valid label value: at most 63 letters, digits, "-", "_" and ".", starting and ending with a letter or digit',
    affinityTimeoutNeedsClientIP: 'applies only with "sessionAffinity": "ClientIP"',
    tooManyNodeNames: 'has more than {max} node names',
    nodeNameNotEndpoint: "{value} is not one of the slice's endpoints",
    nodeNamesNeedEndpoints: 'names the nodes of new endpoints: patch "endpoints" too',
    notDnsSubdomain:
      '{value} must be a node name (DNS subdomain): lowercase letters, digits, "-" and ".", starting and ending with a letter or digit',
    unknownRef: 'unknown {what} {value}',
    patchNeedsField: 'a patch needs "endpoints" or "ports"',
    needsApiserver: 'restartApiserver needs an "apiserver" section',
    notAddress: '{value} is not an address like {example}',
    versionMissing: 'is missing (this app reads versions 1 and 2)',
    versionWrong: 'must be 1 or 2, got {value}',
    needsVersion2: 'is a field of format version 2: set "version": 2',
    notCiliumRelease: '{value} is not a Cilium release like 1.18.6 or 1.19.0-rc.0',
    ciliumReleaseNotModelled:
      '{value} is not modelled: the model runs the load-balancer control plane of v1.18.0 and later',
    duplicateObject: 'duplicate {what} {value}',
    managedSlice: 'default/kubernetes is managed by the apiserver model; remove it',
    clusterIPInUse: '{value} is already used by {other}',
    tooMuchWork:
      'would program {total} backends, more than the {limit} the model simulates in a few seconds; the largest is Service {service}: {ports} ports × {endpoints} endpoints = {backends}',
    eventsOutOfOrder: 'events must be in time order ({at} comes after {last})',
    notRealDate: '{value} is not a real date',
    afterDuration: 'is at {at} ms, after the end of the run (durationMs is {duration})',
    notTalkFocus: '{value} must be stage, narration, keyInspector or output:<command>',
    notDnsName:
      '{value} must be a DNS name: lowercase letters, digits, "-" and ".", starting and ending with a letter or digit',
    duplicateNode: 'duplicate node {value}',
    nodeIPInUse: '{value} is already the address of another node',
    duplicatePod: 'duplicate pod {value}',
    unknownNode: 'unknown node {value}',
    notCidr: '{value} is not a CIDR like {example}',
    textTooLarge: 'is {size} characters; at most {limit} are read',
    fileTooLarge: 'too large: {size} MB, limit {limit} MB',
    notJson: 'is not valid JSON (line {line}, column {column}): unexpected {found}',
    notJsonEnd: 'is not valid JSON (line {line}, column {column}): the text ends too early',
    notText: 'is not text (UTF-8, or UTF-16 with a byte order mark)',
    linkTooLong:
      'The link is {size} characters long; links over {limit} are not read. Share large scenarios as a JSON file.',
    linkBadEncoding: 'The link is damaged: the parameter {param} is not valid URL encoding.',
    linkRepeated: 'The link is damaged: the parameter {param} appears twice.',
    linkVersionNaN: "The link's version {version} is not a number.",
    linkVersionZero: "The link's version {version} does not exist.",
    linkVersionNewer:
      'The link was made by a newer nonroutable (link version {version}; this one reads up to {max}).',
    linkBadMode: "The link's mode {mode} is not buggy, fixed or compare.",
    linkPresetAndInline: 'The link names both a preset and an inline scenario.',
    linkUnknownPreset: 'The link names a scenario preset {preset} that this version does not have.',
    linkNotDecompressed:
      'The scenario in the link is damaged: it could not be decompressed (was the link cut short?).',
    linkScenarioInvalid: 'The scenario in the link is not valid: {details}.',
    linkBadMoment: "The link's moment {at} is not a time in milliseconds (at most {max}).",
    linkBadLang: "The link's language {lang} is not en or zh.",
    linkBadTheme: "The link's theme {theme} is not dark or light.",
    linkBadOutcome: "The link's outcome check is damaged.",
    linkBadTour: "The link's tour stop {tour} is not a stop number.",
    linkTalkNotDecompressed:
      'The talk in the link is damaged: it could not be decompressed (was the link cut short?).',
    linkTalkInvalid: 'The talk in the link is not valid: {details}.',
    linkBadSession: "The link's presenter session {session} is not valid.",
    linkBadBeat: "The link's beat {beat} is not a beat number.",
    linkBadLab: "The link's lab {lab} is not a lab's name (lower-case letters, digits and dashes).",
    draftUnreadable: 'is not a draft this version can read',
    tooMuchRunWork:
      'the run would make {total} backend writes (every agent, both keys), more than the {limit} the model simulates in a few seconds; this part makes {writes}',
    nestedTooDeep: 'nests deeper than {limit} levels (line {line}, column {column})',
    linkPartTooLarge:
      "The link's {param}= part unfolds to more than {limit} characters, so it was not read. Share large scenarios as a JSON file.",
    linkPartTooDeep: "The link's {param}= part nests deeper than {limit} levels, so it was not read.",
    linkKeptElsewhere:
      'The link names a scenario too large for a link, kept only in the browser that opened it, and this browser does not have it (another browser, or its storage was cleared). Open its JSON file instead.',
    readTooSlow: 'took longer than {limit} s to read, so reading it was stopped',
    linkTooSlow: 'Reading the link took longer than {limit} s, so it was stopped.',
  },
  got: {
    null: 'null',
    array: 'an array',
    object: 'an object',
    string: 'string {value}',
    number: 'number {value}',
    boolean: 'boolean {value}',
    missing: 'nothing (the field is missing)',
  },
  more: ' (and {n} more)',
  separator: '; ',
};

/** Words one code with its parameters in a catalog's language. */
export function wordProblem(code: ProblemCode, params: ProblemParams, cat: ProblemCatalog = EN_PROBLEMS) {
  const all = { ...params };
  if (params.gotType !== undefined) all.got = fillTemplate(cat.got[params.gotType as GotType], params);
  return fillTemplate(cat.codes[code], all);
}

/** `path: message` in a catalog's language. */
export function wordError(e: ValidationError, cat: ProblemCatalog = EN_PROBLEMS): string {
  return `${e.path}: ${wordProblem(e.code, e.params, cat)}`;
}

/** A whole problem, with up to `limit` of its details. */
export function wordWholeProblem(p: Problem, cat: ProblemCatalog = EN_PROBLEMS, limit = 3): string {
  const details = p.details ?? [];
  const listed = details
    .slice(0, limit)
    .map((e) => `${e.path} ${wordProblem(e.code, e.params, cat)}`)
    .join(cat.separator);
  const more = details.length > limit ? fillTemplate(cat.more, { n: details.length - limit }) : '';
  return wordProblem(p.code, { ...p.params, details: listed + more }, cat);
}

/** A ValidationError with its English message. */
export function validationError(
  path: string,
  code: ProblemCode,
  params: ProblemParams = {},
): ValidationError {
  return { path, code, params, message: wordProblem(code, params) };
}
