import type { TargetLanguage } from '@cv/contracts';

/**
 * In the missions, the words that name the team, service or rota a duty belongs to or hands its work to ("au sein
 * d'une équipe pluridisciplinaire", "be part of the on-call rota", "vrijgeeft aan de receptie"): what follows
 * them is the job's setting, not something a CV must show (keywords/read-clause-terms.ts). Folded, as regular
 * expressions on the text just before a term (`before`) or at a term's start (`opens`). The Dutch 'aan de/het' is
 * read only where the term ends its sentence (`recipient`): there it is the duty's receiver ('geeft door aan de
 * planning'); inside a sentence it often opens the duty's object ('werkt aan de planning van …').
 *
 * Source: written by hand from the grammar of partner and membership phrases in French, English and Dutch job
 * ads (France Travail's « contexte de travail », NHS Jobs' "working relationships", VDAB's "context" sections).
 */
export type PartnerPhrases = {
  readonly before: RegExp;
  readonly recipient: RegExp | null;
};

export const PARTNER_PHRASES: Readonly<Record<TargetLanguage, PartnerPhrases>> = {
  french: {
    // 'Collaborer avec la zone de police et les éducateurs de rue': the partners of a duty, the second after 'et'
    before:
      /(?:^|\s)(?:au sein d[eu']?|en lien (?:etroit )?avec|en collaboration avec|membre d[eu']?|collaborer (?:etroitement )?avec|en (?:relation|contact|partenariat|binome) avec|travailler en lien avec)(?:\s*(?:une?|la|le|les|des|l'|aux?))?(?:[^.;:,()]{1,40}\s(?:et|ou)(?:\s*(?:une?|la|le|les|des|l'|aux?))?)?\s*$/,
    recipient: null,
  },
  english: {
    before:
      /(?:^|\s)(?:(?:be |as )?part of|member of|alongside|reporting to|liais(?:e|ing) with|work(?:ing)? closely with|in partnership with|(?:pass|hand)(?:es|ing)? (?:it )?over to)(?:\s+(?:an?|the|our))?(?:[^.;:,()]{1,40}\s(?:and|or)(?:\s+(?:an?|the|our))?)?\s*$/,
    recipient: null,
  },
  dutch: {
    // 'Samenwerken met gemeenten en contactpersonen van werkgevers': the partners, the second after 'en'
    before:
      /(?:^|\s)(?:deel uit van|lid van|in samenwerking met|samenwerk(?:en|t) met|werkt samen met|in overleg met)(?:\s+(?:de|het|een|ons|onze))?(?:[^.;:,()]{1,40}\s(?:en|of)(?:\s+(?:de|het|een|ons|onze))?)?\s*$/,
    recipient: /(?:^|\s)aan (?:de|het)\s*$/,
  },
};
