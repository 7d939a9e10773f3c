/** The command's name as installed (`bin`); `npm run cli --` in a checkout runs the same program. */
export const PROG = 'nonroutable';
