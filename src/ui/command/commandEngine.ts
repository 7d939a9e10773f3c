// What the command bar runs, in one lazily loaded chunk (see loadCommandEngine).
export { completeCommand } from '../../scenario/command/complete';
export { runLine } from './useCommandRunner';
