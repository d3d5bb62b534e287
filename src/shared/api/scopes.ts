import { contentTypeNames, type ContentType } from '../content-types';

/**
 * What an integration token may be used for. A contract names the one scope an integration token
 * needs (`ContractSpec.scope`); an endpoint naming none refuses integration tokens. A scope never
 * widens what the token's creator may do: the contract's permission is checked as the creator too.
 *
 * Kept deliberately small: reading the managed content of every type, writing one type's items,
 * and moderating comments. New scopes come with the endpoints an integration needs them for.
 */
export type ApiScope = 'content:read' | `content:write:${ContentType}` | 'comments:moderate';

export const contentWriteScope = <T extends ContentType>(type: T): `content:write:${T}` => `content:write:${type}`;

/** The scopes in the order the token form groups them: reading, writing per type, comments. */
export const apiScopes: readonly [ApiScope, ...ApiScope[]] = ['content:read', ...contentTypeNames.map(contentWriteScope), 'comments:moderate'];

/** A scope as the token form offers it: the message that says what it allows, and the type it writes. */
export type ScopeChoice =
  | { scope: ApiScope; label: 'contentRead' | 'commentsModerate' }
  | { scope: ApiScope; label: 'contentWrite'; type: ContentType };

/** The form's groups of scopes, each headed by its key in `managerIntegrations.scopeGroups`. */
export const apiScopeGroups: readonly { group: 'content' | 'contentWrite' | 'comments'; choices: readonly ScopeChoice[] }[] = [
  { group: 'content', choices: [{ scope: 'content:read', label: 'contentRead' }] },
  { group: 'contentWrite', choices: contentTypeNames.map((type) => ({ scope: contentWriteScope(type), label: 'contentWrite' as const, type })) },
  { group: 'comments', choices: [{ scope: 'comments:moderate', label: 'commentsModerate' }] },
];

/** The token format: told apart from a sign-in token (`<uuid>|<secret>`) by its prefix alone. */
export const INTEGRATION_TOKEN_PREFIX = 'dvz_';
