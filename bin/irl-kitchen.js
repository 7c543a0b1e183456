#!/usr/bin/env node
// The `irl-kitchen` command (see bin/launch.js for where the code comes from).
import { loadCommand } from './launch.js';

const { main } = await loadCommand('main');
process.exitCode = await main(process.argv.slice(2));
