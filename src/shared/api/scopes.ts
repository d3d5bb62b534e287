import { contentTypeNames, type ContentType } from '../content-types';
import type { PermissionName } from '../permissions';

/**
 * What an integration token may be used for. A contract names the one scope an integration token
 * needs (`ContractSpec.scope`); an endpoint naming none refuses integration tokens. A scope never
 * widens what the token's creator may do: the contract's permission is checked as the creator too.
 *
 * Kept deliberately small: reading the managed content of every type, writing one type's items,
 * moderating comments and reading the analytics figures. New scopes come with the endpoints an integration needs them for.
 */
export type ApiScope = 'content:read' | `content:write:${ContentType}` | 'comments:moderate' | 'analytics:read';

export const contentWriteScope = <T extends ContentType>(type: T): `content:write:${T}` => `content:write:${type}`;

/** The scopes in the order the token form groups them: reading, writing per type, comments. */
export const apiScopes: readonly [ApiScope, ...ApiScope[]] = ['content:read', ...contentTypeNames.map(contentWriteScope), 'comments:moderate', 'analytics:read'];

/**
 * The permissions a scope acts through (those its endpoints' contracts check for the writes it is
 * named for). A manager who holds none of a scope's may not give it to a token: it would open
 * nothing they may do, and the token would look wider than it is.
 */
export function scopePermissions(scope: ApiScope): readonly PermissionName[] {
  if (scope === 'content:read') return contentTypeNames.map((type) => `${type}.view` as const);
  if (scope === 'comments:moderate') return ['comments.moderate', 'comments.delete'];
  if (scope === 'analytics:read') return ['analytics.view'];
  const type = scope.slice('content:write:'.length) as ContentType;
  return [`${type}.create`, `${type}.update`, `${type}.delete`, `${type}.publish`];
}

/** A scope as the token form offers it: the message that says what it allows, and the type it writes. */
export type ScopeChoice =
  | { scope: ApiScope; label: 'contentRead' | 'commentsModerate' | 'analyticsRead' }
  | { scope: ApiScope; label: 'contentWrite'; type: ContentType };

/** The form's groups of scopes, each headed by its key in `managerIntegrations.scopeGroups`. */
export const apiScopeGroups: readonly { group: 'content' | 'contentWrite' | 'comments' | 'analytics'; choices: readonly ScopeChoice[] }[] = [
  { group: 'content', choices: [{ scope: 'content:read', label: 'contentRead' }] },
  { group: 'contentWrite', choices: contentTypeNames.map((type) => ({ scope: contentWriteScope(type), label: 'contentWrite' as const, type })) },
  { group: 'comments', choices: [{ scope: 'comments:moderate', label: 'commentsModerate' }] },
  { group: 'analytics', choices: [{ scope: 'analytics:read', label: 'analyticsRead' }] },
];

/** The token format: told apart from a sign-in token (`<uuid>|<secret>`) by its prefix alone. */
export const INTEGRATION_TOKEN_PREFIX = 'dvz_';
