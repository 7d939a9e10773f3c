// The hosted app offers "Download offline copy": it serves the one-file build next to itself.
import { copyFileSync } from 'node:fs';
copyFileSync('dist-offline/nonroutable.html', 'dist/nonroutable.html');
