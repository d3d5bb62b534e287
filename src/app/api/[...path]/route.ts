// ANY /api/* that no handler claims — a JSON 404 in the envelope rather than an HTML page
import { apiNotFound } from '@/server/http/not-found';

export { apiNotFound as GET, apiNotFound as POST, apiNotFound as PUT, apiNotFound as PATCH, apiNotFound as DELETE };
