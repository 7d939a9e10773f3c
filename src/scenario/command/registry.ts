import { bpfLbList, serviceList, shell } from './commands/cilium';
import { curl } from './commands/curl';
import { helmUpgrade } from './commands/helm';
import { annotate } from './commands/kubectl/annotate';
import { apply, create } from './commands/kubectl/apply';
import { del } from './commands/kubectl/delete';
import { describe } from './commands/kubectl/describe';
import { exec } from './commands/kubectl/exec';
import { get } from './commands/kubectl/get';
import { logs } from './commands/kubectl/logs';
import { patch } from './commands/kubectl/patch';
import { rolloutRestart } from './commands/kubectl/rollout';
import { CILIUM, HELM, KUBECTL, RESTART, UNMODELLED_PROGRAMS } from './commands/programs';
import { restartApiserver } from './commands/restartApiserver';
import { date } from './commands/shell/date';
import { cat, echo, ls, rm, touch } from './commands/shell/files';
import { grep } from './commands/shell/grep';
import { head, tail } from './commands/shell/headTail';
import { help } from './commands/shell/help';
import { sleep } from './commands/shell/sleep';
import { sort, uniq } from './commands/shell/sortUniq';
import { wc } from './commands/shell/wc';
import type { Registry } from './parseArgv';

/**
 * Every command the Command box and the CLI's transcript runner understand, in the order `help` and the
 * README list them. Adding a command is its file and a line here.
 */
export const COMMANDS: Registry = {
  programs: [KUBECTL, CILIUM, HELM, RESTART],
  commands: [
    get,
    describe,
    logs,
    exec,
    bpfLbList,
    serviceList,
    shell,
    curl,
    apply,
    create,
    patch,
    annotate,
    del,
    rolloutRestart,
    helmUpgrade,
    restartApiserver,
    cat,
    echo,
    ls,
    rm,
    touch,
    grep,
    head,
    tail,
    wc,
    sort,
    uniq,
    date,
    sleep,
    help,
  ],
  notModelled: UNMODELLED_PROGRAMS,
};
