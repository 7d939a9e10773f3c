import pkg from '../../package.json' with { type: 'json' };

/** The package version: the SARIF driver's `version`, so code scanning can tell runs of different releases apart. */
export const TOOL_VERSION: string = pkg.version;
