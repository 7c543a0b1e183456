// Loaded with --import: any import of ioredis or bullmq fails, so a command that runs under it
// shows that scoring and serving without --queue or --store never load them.
import { register } from 'node:module';

const hook = `export async function resolve(specifier, context, next) {
  if (/^(ioredis|bullmq)(\\/|$)/.test(specifier)) throw new Error('irl-kitchen loaded ' + specifier + ' without --store or --queue');
  return next(specifier, context);
}`;
register('data:text/javascript,' + encodeURIComponent(hook));
