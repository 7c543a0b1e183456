// What the OpenAPI document says beyond what fastify's route schemas carry: a body that may be
// left out, and a 200 answer that is not JSON. Routes mark them with keys fastify ignores and
// @fastify/swagger copies into the operation (`x-…`); the document is finished here.

/** Route schema key: the body may be left out (POST /sessions, POST /envs, POST /envs/{id}/reset). */
export const OPTIONAL_BODY = 'x-optional-body';
/** Route schema key: the media type of the 200 answer when it is not JSON (pages, metrics). */
export const ANSWER_TYPE = 'x-answer-type';

interface Operation {
  requestBody?: { required?: boolean };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  [key: string]: unknown;
}

/** The document with each marked operation made to say what the route does (swagger's transformObject). */
export function finishDocument<T extends object>(doc: T): T {
  const paths = (doc as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const ops of Object.values(paths))
    for (const op of Object.values(ops)) {
      if (op[OPTIONAL_BODY] && op.requestBody) op.requestBody.required = false;
      const type = op[ANSWER_TYPE];
      const ok = op.responses?.['200'];
      if (typeof type === 'string' && ok?.content) ok.content = { [type]: Object.values(ok.content)[0] };
      delete op[OPTIONAL_BODY];
      delete op[ANSWER_TYPE];
    }
  return doc;
}

declare module 'fastify' {
  interface FastifySchema {
    [OPTIONAL_BODY]?: boolean;
    [ANSWER_TYPE]?: string;
  }
}
