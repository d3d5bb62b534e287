/** Where the API is served: every contract's path but Sanctum's CSRF cookie starts here. */
export const API_PREFIX = '/api/';
