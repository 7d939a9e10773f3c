/**
 * The most characters one paste or script may have (a here-document of ~150 Services fits): splitting, lexing
 * and expanding are linear, but a megabyte of them is a second and a half of the page's thread. Its own module so
 * that the Command box can check a paste without loading the command engine.
 */
export const MAX_SCRIPT_CHARS = 100_000;
