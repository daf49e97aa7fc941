/**
 * A member of staff's client of the API's staff GraphQL (`/staff/graphql`), for benchmarks that
 * stand in for the admin site: it keeps the session cookie the API sets on sign-in.
 */
export function staffClient(origin: string) {
  let cookie = "";
  async function send<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await fetch(`${origin}/staff/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ query, variables }),
    });
    const set = response.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0]!;
    const body = (await response.json()) as { data: T; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(`staff API: ${body.errors[0]!.message}`);
    return body.data;
  }
  return {
    send,
    /** Signs in with a development account (the README's password unless given). */
    async signIn(email: string, password = "meridian-staff-demo") {
      const { signIn } = await send<{ signIn: { errors: { message: string }[] } }>(
        "mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }",
        { input: { email, password } },
      );
      if (signIn.errors.length) throw new Error(signIn.errors[0]!.message);
    },
    /** `meridian_staff_session=…`, as the API set it; empty before sign-in. */
    get cookie() {
      return cookie;
    },
  };
}
