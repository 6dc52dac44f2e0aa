import type { RateLimitOptions } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccessLevel as Access } from '../../shared/domain/policies.js';
import { type ErrorStatus, errorAnswers, personal } from './http-responses.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Contract = z.ZodTypeAny;
/** The success statuses a declared route answers with. */
type SuccessStatus = 200 | 201 | 202 | 204;

/** The schemas Fastify validates a request against, as the zod type provider reads them. */
interface RequestSchemas<P, Q, B> {
  params: P;
  querystring: Q;
  body: B;
}

/** A declared route's request: its params, query and body typed by its contracts, its user by its access. */
export type DeclaredRequest<A extends Access, P, Q, B> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RequestSchemas<P, Q, B>,
  ZodTypeProvider,
  { access: A }
>;

/** What a handler gives back: the success answer, or the reply it has already sent. */
type Answer<S, Ok> = S extends 204
  ? unknown
  : Ok extends Contract
    ? z.input<Ok> | FastifyReply
    : unknown;

/**
 * One route as data: who may call it, what it takes and answers, and the function that answers.
 * Fastify's options are made from it, so the OpenAPI document and the access table see it as
 * any other route.
 */
export interface RouteSpec<
  A extends Access,
  P extends Contract | undefined,
  Q extends Contract | undefined,
  B extends Contract | undefined,
  Ok extends Contract | undefined,
  S extends SuccessStatus,
> {
  access: A;
  /** The OpenAPI tags, instead of the group's. */
  tags?: string[];
  summary: string;
  description?: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** The success answer's contract (none for 204). */
  ok?: Ok;
  /** The success status; 200 when not named. */
  status?: S;
  /** Other answers the handler sends itself with their status (a 202 beside the 201, a 503). */
  alsoAnswers?: Record<number, Contract>;
  /** The error statuses this route answers with, instead of the group's. */
  errors?: readonly ErrorStatus[];
  /** The answer is about the member asking: no cache keeps it. */
  personal?: boolean;
  /** The cache-control header of an answer that is not personal (for example 'no-store'). */
  cache?: string;
  rateLimit?: RateLimitOptions | false;
  rateLimitMessage?: string;
  /** The largest body this route takes, when not the server's default. */
  bodyLimit?: number;
  /** Left out of the OpenAPI document. */
  hide?: boolean;
  consumes?: string[];
  handle(
    request: DeclaredRequest<A, P, Q, B>,
    reply: FastifyReply,
  ): Answer<S, Ok> | Promise<Answer<S, Ok>>;
}

/** What every route of a feature shares: its OpenAPI tag and the errors it may answer with. */
export interface RouteGroup {
  tags: string[];
  errors: readonly ErrorStatus[];
}

function schemaOf(
  spec: RouteSpec<Access, Contract, Contract, Contract, Contract, SuccessStatus>,
  group: RouteGroup,
) {
  const status = spec.status ?? 200;
  const success = status === 204 ? z.null() : spec.ok;
  // A route that answers with bytes (a picture, a calendar) declares no answers at all.
  const response = {
    ...(success ? { [status]: success } : {}),
    ...spec.alsoAnswers,
    ...errorAnswers(...(spec.errors ?? group.errors)),
  };
  return {
    tags: spec.tags ?? group.tags,
    summary: spec.summary,
    ...(spec.description === undefined ? {} : { description: spec.description }),
    ...(spec.hide ? { hide: true } : {}),
    ...(spec.consumes ? { consumes: spec.consumes } : {}),
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.querystring ? { querystring: spec.querystring } : {}),
    ...(spec.body ? { body: spec.body } : {}),
    ...(Object.keys(response).length ? { response } : {}),
  };
}

/**
 * Declares a feature's routes from specs: `route('GET /api/posts/:id', { access, summary, params,
 * ok, handle })`. The spec's `personal` sets the private cache headers, `status` the success
 * status (204 sends no body).
 */
export function declareRoutes(app: FastifyInstance, group: RouteGroup) {
  return function route<
    A extends Access,
    P extends Contract | undefined = undefined,
    Q extends Contract | undefined = undefined,
    B extends Contract | undefined = undefined,
    Ok extends Contract | undefined = undefined,
    S extends SuccessStatus = 200,
  >(target: `${Method} /${string}`, spec: RouteSpec<A, P, Q, B, Ok, S>): void {
    const [method, url] = target.split(' ') as [Method, string];
    const declared = spec as unknown as RouteSpec<
      Access,
      Contract,
      Contract,
      Contract,
      Contract,
      SuccessStatus
    >;
    app.route({
      method,
      url,
      ...(spec.bodyLimit === undefined ? {} : { bodyLimit: spec.bodyLimit }),
      config: {
        access: spec.access,
        ...(spec.rateLimit === undefined ? {} : { rateLimit: spec.rateLimit }),
        ...(spec.rateLimitMessage === undefined ? {} : { rateLimitMessage: spec.rateLimitMessage }),
      },
      schema: schemaOf(declared, group),
      handler: async (request, sent) => {
        const reply: FastifyReply = sent;
        if (spec.personal) reply.headers(personal);
        else if (spec.cache) reply.header('cache-control', spec.cache);
        const answer = await declared.handle(
          request as unknown as Parameters<typeof declared.handle>[0],
          reply,
        );
        if (answer === reply) return reply;
        if (spec.status === 204) return reply.code(204).send(null);
        if (spec.status) reply.code(spec.status);
        return answer;
      },
    });
  };
}
