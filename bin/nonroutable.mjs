#!/usr/bin/env node
// The installed command: the prebuilt CLI (dist-cli/, made by `npm run build:cli`, and before `npm pack`).
import '../dist-cli/nonroutable.mjs';
