// The floor under the analytics beacon: a POST route of the same framework that reads a JSON body
// and answers 202, and does nothing else.
export async function POST(request) {
  const body = await request.json();
  return Response.json({ data: { counted: typeof body.kind === 'string' } }, { status: 202 });
}
