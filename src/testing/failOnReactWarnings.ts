import { afterEach } from 'vitest';

/**
 * React's development warnings that point at real bugs (a list without keys re-mounts its rows and loses their
 * state) fail the test that caused them, instead of scrolling past in the log. console.error is wrapped once,
 * not spied on, so tests that restore their own mocks do not undo it.
 */
const FATAL = [/unique "key" prop/, /Cannot update a component .* while rendering a different component/];

const seen: string[] = [];
const original = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (FATAL.some((re) => re.test(text))) seen.push(text.slice(0, 300));
  original(...args);
};
afterEach(() => {
  if (!seen.length) return;
  const found = seen.splice(0);
  throw new Error(`React warned during this test:\n${found.join('\n')}`);
});
