#!/usr/bin/env node
// The benchmark evaluator's original command line (`-input`, `-output`, `-metrics`, `-lib-dir`).
import { loadCommand } from './launch.js';

const { evaluatorMain } = await loadCommand('cookingbot-evaluator');
process.exitCode = await evaluatorMain(process.argv.slice(2));
