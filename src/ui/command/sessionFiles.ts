import { EMPTY_WORKSPACE, type Workspace } from '../../scenario/command/workspace';

// The tab's files (`cat <<EOF > test.yaml`, the YAML box): they live as long as the page, never in a link.
// A module of its own: the Command box reads them for Tab completion without loading the command engine.
let sessionFiles: Workspace = EMPTY_WORKSPACE;

/** This tab's command-session files (the Labs read them too). */
export const getSessionFiles = (): Workspace => sessionFiles;

export const setSessionFiles = (files: Workspace): void => {
  sessionFiles = files;
};
