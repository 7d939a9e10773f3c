// What the command bar runs, in one lazily loaded chunk (see loadCommandEngine).
export { completeLine } from '../../scenario/command/complete';
export { splitScript } from '../../scenario/command/shell/splitScript';
export { runLine } from './useCommandRunner';
