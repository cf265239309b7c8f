/** What better-auth's email routes answer on success; the full User comes from `validate`. */
export interface AuthSessionResponse {
  token: string;
  user: { id: string; email: string; name: string };
}
