import type { JobOfferRefusal } from '@cv/contracts';

/**
 * Every way reading an offer's link can stop, with what the person is told and the answer's status: 400 when
 * the link itself is refused, 422 when where it leads is refused or holds no offer, 502/504 when the site
 * failed us. The messages say what to do next — most often, paste the text — since the link cannot be read.
 */
export const JOB_FETCH_LIMITS: {
  readonly maxBytes: number;
  readonly timeoutMs: number;
  readonly maxRedirects: number;
} = {
  maxBytes: 2 * 1024 * 1024,
  timeoutMs: 8_000,
  maxRedirects: 3,
};

const PUBLIC_ONLY = 'seuls les sites publics peuvent être lus.';
const PASTE = "collez le texte de l'offre.";

export const REFUSALS = {
  'invalid-url': [
    400,
    "Ce lien n'est pas une adresse web valide : collez l'adresse complète de l'offre (https://…).",
  ],
  scheme: [400, 'Seuls les liens http:// et https:// peuvent être lus.'],
  credentials: [400, `Ce lien contient un identifiant ou un mot de passe : il ne peut pas être lu, ${PASTE}`],
  port: [400, 'Seuls les sites sur les ports web habituels (80 et 443) peuvent être lus.'],
  'host-denied': [422, `Ce site n'est pas autorisé pour la lecture des offres sur ce serveur : ${PASTE}`],
  'unknown-host': [422, 'Ce site est introuvable : vérifiez le lien.'],
  loopback: [422, `Ce lien mène à ce serveur lui-même : ${PUBLIC_ONLY}`],
  private: [422, `Ce lien mène à un réseau privé : ${PUBLIC_ONLY}`],
  'link-local': [
    422,
    `Ce lien mène à une adresse locale (comme celle des métadonnées d'un hébergeur) : ${PUBLIC_ONLY}`,
  ],
  multicast: [422, `Ce lien mène à une adresse de multidiffusion : ${PUBLIC_ONLY}`],
  reserved: [422, `Ce lien mène à une adresse réservée : ${PUBLIC_ONLY}`],
  'too-many-redirects': [422, `Ce lien redirige plus de ${JOB_FETCH_LIMITS.maxRedirects} fois : ${PASTE}`],
  'too-big': [422, `La page de l'offre dépasse ${JOB_FETCH_LIMITS.maxBytes / 1024 / 1024} Mo : ${PASTE}`],
  'content-type': [422, `Ce lien ne mène pas à une page web (HTML, JSON ou texte) : ${PASTE}`],
  blocked: [422, `Ce site ne permet pas de lire ses offres : ${PASTE}`],
  'not-found': [422, `Le site répond qu'il n'y a pas de page à cette adresse : vérifiez le lien ou ${PASTE}`],
  'no-offer': [422, `Nous n'avons pas trouvé le texte d'une offre sur cette page : ${PASTE}`],
  'too-unusual': [422, `Cette page est trop lourde ou trop inhabituelle pour être lue : ${PASTE}`],
  busy: [503, 'Trop de liens sont en cours de lecture : réessayez dans un instant ou collez le texte.'],
  unreachable: [502, "Le site de l'offre ne répond pas correctement : réessayez ou collez le texte."],
  slow: [
    504,
    `Le site de l'offre n'a pas répondu en ${JOB_FETCH_LIMITS.timeoutMs / 1000} secondes : réessayez ou ${PASTE}`,
  ],
} as const satisfies Record<JobOfferRefusal, readonly [number, string]>;

export type RefusalReason = JobOfferRefusal;

export class JobFetchRefusal extends Error {
  readonly status: number;

  constructor(readonly reason: RefusalReason) {
    const [status, detail] = REFUSALS[reason];
    super(detail);
    this.name = 'JobFetchRefusal';
    this.status = status;
  }
}
