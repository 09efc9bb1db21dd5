import type { components, paths } from './generated/api';

/** A path of the API as the OpenAPI document spells it (`/api/v1/customers/{id}`). */
export type Path = keyof paths & string;
export type Method = 'get' | 'post' | 'put' | 'delete';

type Operation<P extends Path, M extends Method> = NonNullable<paths[P][M]>;
type Json<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type SuccessEnvelope<O> = O extends { responses: infer R } ? Json<R[Extract<keyof R, 200 | 201>]> : never;

/** The envelope's `data` of an operation's success answer. */
export type ResponseData<P extends Path, M extends Method> = SuccessEnvelope<Operation<P, M>> extends { data: infer D } ? D : never;
/** The element of a list operation's `data`. */
export type ListItem<P extends Path> = ResponseData<P, 'get'> extends (infer T)[] ? T : never;
/** An operation's JSON request body. */
export type RequestBody<P extends Path, M extends Method> = Operation<P, M> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
/** An operation's query parameters. */
export type QueryParams<P extends Path, M extends Method = 'get'> = Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** A list answer's `pagination`. */
export type Pagination = components['schemas']['Pagination'];
/** A field error of the error envelope. */
export type FieldError = NonNullable<components['schemas']['ErrorEnvelope']['errors']>[number];
