import type { ChangeKind, InterfaceLanguage } from '@cv/contracts';

/** Why each kind of change is made, in words a job seeker understands (the interface's language). */
export const CHANGE_REASONS: Readonly<Record<InterfaceLanguage, Readonly<Record<ChangeKind, string>>>> = {
  fr: {
    heading_translated: "Titre de section écrit dans la langue de l'offre.",
    section_moved:
      "Sections dans l'ordre où un recruteur et un ATS les lisent : profil, compétences, expérience, formation.",
    line_removed:
      "Ligne qui n'appartient pas au CV (formule de politesse, pied de page) : un ATS la lirait comme du contenu.",
    bullet_opening: "Puce commencée par un verbe d'action : ce que vous avez fait se lit d'abord.",
    // a skills line's items, or a list's lines (skills, certificates): the reason names neither
    skills_reordered:
      "Ce que l'offre demande placé en premier dans cette liste, sans rien ajouter ni retirer.",
    skill_spelling:
      "L'orthographe de l'offre ajoutée à côté d'une compétence que vous avez déjà : un ATS compare les mots exacts.",
    skill_added: 'Compétence que vous avez cochée comme maîtrisée.',
    title_aligned: "Titre aligné sur l'intitulé du poste, que votre CV justifie.",
    summary_lead: "Ligne d'accroche qui nomme le poste visé et vos atouts pour ce poste, tirés de votre CV.",
    reworded: 'Reformulé sans rien ajouter que votre CV ne dise.',
    bullets_reordered:
      "Puces de ce poste qui prouvent ce que l'offre demande placées en premier, sans en changer un mot.",
    // the item goes to the skills, or to the profile's line of its kind (languages, licences): the reason names neither
    skill_surfaced:
      "Exigence de l'offre que votre CV prouve plus bas, mise en avant dans l'orthographe de l'offre.",
    dates_translated: "Mois et « aujourd'hui » des dates écrits dans la langue de l'offre, comme les titres.",
    entry_shortened:
      'Suggestion : poste ancien ou éloigné de cette offre, réduit à ses premières puces pour laisser la place au reste.',
    interests_dropped: "Suggestion : centres d'intérêt qui ne disent rien pour ce poste, retirés.",
  },
  en: {
    heading_translated: "Section heading written in the offer's language.",
    section_moved:
      'Sections in the order a recruiter and an ATS read them: profile, skills, experience, education.',
    line_removed:
      'A line that is not part of the CV (a closing line, a page footer): an ATS would read it as content.',
    bullet_opening: 'Bullet opened with an action verb: what you did is read first.',
    skills_reordered: 'What the offer asks for placed first in this list, nothing added or removed.',
    skill_spelling:
      "The offer's spelling added beside a skill you already have: an ATS compares exact words.",
    skill_added: 'A skill you ticked as one you have.',
    title_aligned: 'Title aligned with the job title, which your CV supports.',
    summary_lead: 'A lead line naming the role and your strengths for it, taken from your CV.',
    reworded: 'Reworded without adding anything your CV does not say.',
    bullets_reordered:
      "This job's bullets that prove what the offer asks for placed first, not a word changed.",
    skill_surfaced:
      "A requirement of the offer your CV proves further down, brought forward in the offer's spelling.",
    dates_translated: "Months and 'present' of the dates written in the offer's language, like the headings.",
    entry_shortened:
      'Suggestion: an old job, or one far from this offer, kept to its first bullets to make room for the rest.',
    interests_dropped: 'Suggestion: interests that say nothing for this job, taken out.',
  },
};

/** A change's reason, with what it is about when the move says it ('…placed first: Docker, CI/CD.'). */
export function reasonOf(
  draft: { readonly kind: ChangeKind; readonly detail?: readonly string[] },
  language: InterfaceLanguage,
): string {
  const reason = CHANGE_REASONS[language][draft.kind];
  if (!draft.detail?.length) return reason;
  return `${reason.replace(/\.$/, '')}${language === 'fr' ? ' : ' : ': '}${draft.detail.join(', ')}.`;
}

/**
 * A change's reason in `language`, whatever language it was written in (issue 25: a result made in the French
 * interface, read in the English one, or reopened from the history). Read back from the two tables: the reason
 * of its kind, with what it is about when it says it; a reason written otherwise (none today) stays as it is.
 */
export function reasonIn(
  change: { readonly kind: ChangeKind; readonly reason: string },
  language: InterfaceLanguage,
): string {
  for (const written of ['fr', 'en'] as const) {
    const base = CHANGE_REASONS[written][change.kind];
    if (base === undefined) return change.reason;
    if (change.reason === base) return CHANGE_REASONS[language][change.kind];
    const lead = `${base.replace(/\.$/, '')}${written === 'fr' ? ' : ' : ': '}`;
    if (change.reason.startsWith(lead))
      return reasonOf(
        { kind: change.kind, detail: [change.reason.slice(lead.length).replace(/\.$/, '')] },
        language,
      );
  }
  return change.reason;
}
