/**
 * The French messages of the spec's sign-in catalogue (§8), keyed by better-auth's error codes. The
 * browser may show its own translation of the code; `detail` is what an API client reads.
 */
const messages: Record<string, string> = {
  USER_ALREADY_EXISTS: 'Cette adresse email est déjà utilisée',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Cette adresse email est déjà utilisée',
  INVALID_EMAIL: 'Adresse email invalide',
  INVALID_EMAIL_OR_PASSWORD: 'Erreur de connexion. Vérifiez vos identifiants.',
  INVALID_PASSWORD: 'Mot de passe incorrect',
  USER_NOT_FOUND: 'Aucun utilisateur trouvé avec cette adresse email',
  PASSWORD_TOO_SHORT: 'Le mot de passe doit contenir au moins 6 caractères',
  PASSWORD_TOO_LONG: 'Le mot de passe ne doit pas dépasser 128 caractères',
  USER_BANNED: 'Compte utilisateur désactivé',
  TOO_MANY_REQUESTS: 'Trop de tentatives. Veuillez réessayer plus tard',
  // expired-action-code: a reset or sign-in link already used, expired, or mistyped.
  INVALID_TOKEN: 'Ce lien a expiré ou a déjà été utilisé. Demandez-en un nouveau.',
  // Flows that exist only with their settings (decision D1): asked for while hidden.
  RESET_PASSWORD_DISABLED: "La réinitialisation du mot de passe n'est pas disponible sur ce serveur",
  PROVIDER_NOT_FOUND: "Ce mode de connexion n'est pas disponible sur ce serveur",
};

export const defaultAuthErrorMessage = "Erreur d'authentification";

export function authErrorMessage(code: string | undefined, status: number): string {
  if (status === 429) return messages.TOO_MANY_REQUESTS!;
  return (code && messages[code]) || defaultAuthErrorMessage;
}
