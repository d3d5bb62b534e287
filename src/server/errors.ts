import type { VersionConflict } from '@/shared/schemas/content-revisions';

/** A field error before localization: `message` is a message key such as 'validation.taken'. */
export type FieldIssue = { path: (string | number)[]; message: string; params?: Record<string, string | number> };

/**
 * The one error hierarchy. Services throw these; `toErrorResponse` maps them to HTTP in one place.
 * `messageKey` is looked up in the request's language, so no English leaks into a Persian answer.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    readonly messageValues?: Record<string, string | number>,
  ) {
    super(messageKey);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(messageKey = 'api.badRequest') {
    super(400, messageKey);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(messageKey = 'api.unauthenticated') {
    super(401, messageKey);
  }
}

export class ForbiddenError extends AppError {
  constructor(messageKey = 'api.forbidden') {
    super(403, messageKey);
  }
}

export class NotFoundError extends AppError {
  constructor(messageKey = 'api.notFound') {
    super(404, messageKey);
  }
}

export class ConflictError extends AppError {
  constructor(messageKey = 'api.conflict') {
    super(409, messageKey);
  }
}

/**
 * A save against a version older than the stored one that changed a field the newer version also
 * changed (ADR 0019): the answer names that version, who wrote it and when, and the fields both
 * changed with their stored values, so the editor can compare them, reload or overwrite.
 */
export class StaleVersionError extends ConflictError {
  constructor(readonly conflict: VersionConflict) {
    super('revisions.api.staleVersion');
  }
}

/** Sanctum answers a missing or wrong CSRF token with 419. */
export class CsrfMismatchError extends AppError {
  constructor() {
    super(419, 'api.csrfMismatch');
  }
}

export class ValidationError extends AppError {
  constructor(readonly issues: FieldIssue[]) {
    super(422, 'api.validation');
  }

  /** One failing field, e.g. `ValidationError.field('email', 'validation.taken')`. */
  static field(field: string, message: string, params?: Record<string, string | number>): ValidationError {
    return new ValidationError([{ path: [field], message, params }]);
  }
}

/** A body or file past the ceiling its endpoint takes, in whole megabytes as `npm start` says it. */
export class PayloadTooLargeError extends AppError {
  constructor(maxBytes: number) {
    super(413, 'api.payloadTooLarge', { megabytes: Math.floor(maxBytes / (1024 * 1024)) });
  }
}

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'api.tooManyRequests', { seconds: retryAfterSeconds });
  }
}
