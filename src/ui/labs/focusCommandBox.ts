/** The Command box's field (CommandBar names its hint with this id), or null when it is not on the page. */
export function commandInput(): HTMLTextAreaElement | null {
  return document.querySelector<HTMLTextAreaElement>('[aria-describedby="command-hint"]');
}

/** Brings the Command box into view and puts the caret in it. */
export function focusCommandBox(): boolean {
  const input = commandInput();
  input?.focus();
  return !!input;
}
