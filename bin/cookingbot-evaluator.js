#!/usr/bin/env node
// The benchmark evaluator's original command line (`-input`, `-output`, `-metrics`, `-lib-dir`).
import { register } from 'tsx/esm/api';

register();
const { evaluatorMain } = await import('../src/cli/cookingbot-evaluator.ts');
process.exitCode = await evaluatorMain(process.argv.slice(2));
