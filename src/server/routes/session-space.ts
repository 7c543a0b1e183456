// The action space of a session over HTTP: admissible lines (the head as an array, as before, or
// pages with a cursor), templates, and the exact count; each filtered by action, a variable the
// lines take, and the class of their first output. Checks here, the work in a worker.
import type { FastifyInstance } from 'fastify';
import { didYouMean } from '../../did-you-mean.ts';
import type { ServerContext } from '../context.ts';
import { laneFor, runSessionCall } from '../dispatch.ts';
import { ApiError } from '../errors.ts';
import { DIGITS } from '../openapi.ts';
import { errorResponses, type JsonSchema, published, SESSION_ERRORS, sessionIdParams, WORK_ERRORS } from '../schemas.ts';

type Form = 'lines' | 'templates';
interface Filter {
  action?: string;
  uses?: string;
  produces?: string;
}
type Query = Filter & { form?: Form; limit?: string; cursor?: string };

/** Entries of a page when no limit is asked for. */
export const PAGE_LIMIT = 100;

export function sessionSpaceRoutes(app: FastifyInstance, ctx: ServerContext) {
  const s = (name: string) => published(ctx.schemas, name);
  const filterProperties: Record<string, JsonSchema> = {
    action: { type: 'string', maxLength: 100, description: 'only this action' },
    uses: { type: 'string', pattern: '^\\?[^\\s()]+$', maxLength: 200, description: 'only lines that take this bound variable as an input, e.g. ?butter' },
    produces: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$', maxLength: 100, description: 'only lines whose first output is of this class (or one below it), e.g. medium-bowl' },
  };
  const checkAction = (route: string, action: string | undefined) => {
    // any case, as a line's action word is read (BEAT is beat)
    if (action !== undefined && !ctx.inventory.get(action.toLowerCase()))
      throw new ApiError(400, 'invalid-input', `${route}: action: unknown action ${JSON.stringify(action)}${didYouMean(action.toLowerCase(), ctx.inventory.names())} (GET /actions lists them)`);
  };

  app.get<{ Params: { id: string }; Querystring: Query }>(
    '/sessions/:id/admissible',
    {
      schema: {
        summary: 'the action space now: admissible lines ready to send (without form: the head of the listing as an array; form=lines: a page with the cursor of the next), or form=templates: per action and mode what each slot may take',
        params: sessionIdParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            form: { type: 'string', enum: ['lines', 'templates'], description: 'lines: a page {entries, next}; templates: {templates}; none: an array of entries, as before' },
            ...filterProperties,
            limit: { type: 'string', pattern: DIGITS, description: `at most this many entries: an integer from 1 to ${ctx.limits.maxListed} (default ${PAGE_LIMIT} for form=lines, else ${ctx.limits.maxListed})` },
            cursor: { type: 'string', pattern: '^[A-Za-z0-9_-]+$', maxLength: 12_000, description: 'form=lines: the next of the page before (with the same filter)' },
          },
        },
        response: {
          200: {
            anyOf: [
              { type: 'array', items: s('admissible-entry') },
              s('admissible-page'),
              { type: 'object', required: ['templates'], additionalProperties: false, properties: { templates: { type: 'array', items: s('admissible-template') } } },
            ],
          },
          ...errorResponses(...SESSION_ERRORS, ...WORK_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const route = 'GET /sessions/{id}/admissible';
      const entry = await ctx.sessions.get(request.params.id, route);
      const { form, action, uses, produces, cursor } = request.query;
      checkAction(route, action);
      if (form === 'templates') {
        for (const name of ['limit', 'cursor', 'uses', 'produces'] as const)
          if (request.query[name] !== undefined) throw new ApiError(400, 'invalid-request', `${route}: ${name}: templates take only action (form=lines pages and filters lines)`);
        return runSessionCall(ctx, reply, route, entry, { kind: 'templates', action }, laneFor(entry.snapshot.lines.length));
      }
      if (cursor !== undefined && form !== 'lines') throw new ApiError(400, 'invalid-request', `${route}: cursor: pages come with form=lines`);
      const limit = request.query.limit === undefined ? (form === 'lines' ? PAGE_LIMIT : ctx.limits.maxListed) : Number(request.query.limit);
      if (limit < 1 || limit > ctx.limits.maxListed) throw new ApiError(400, 'invalid-request', `${route}: limit must be from 1 to ${ctx.limits.maxListed}, not ${limit}`);
      return runSessionCall(ctx, reply, route, entry, { kind: 'admissible', form, action, limit, cursor, uses, produces }, 'heavy');
    },
  );

  app.get<{ Params: { id: string }; Querystring: Filter }>(
    '/sessions/:id/admissible/count',
    {
      schema: {
        summary: 'exactly how many admissible lines there are now (so filtered), without listing them',
        params: sessionIdParams,
        querystring: { type: 'object', additionalProperties: false, properties: filterProperties },
        response: {
          200: { type: 'object', required: ['count'], additionalProperties: false, properties: { count: { type: 'integer', minimum: 0, description: 'the entries a whole listing with this filter holds' } } },
          ...errorResponses(...SESSION_ERRORS, ...WORK_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const route = 'GET /sessions/{id}/admissible/count';
      const entry = await ctx.sessions.get(request.params.id, route);
      const { action, uses, produces } = request.query;
      checkAction(route, action);
      return runSessionCall(ctx, reply, route, entry, { kind: 'admissible-count', action, uses, produces }, 'heavy');
    },
  );
}
