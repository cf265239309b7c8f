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
    skills_reordered: "Compétences demandées par l'offre placées en premier, sans en ajouter ni en retirer.",
    skill_spelling:
      "L'orthographe de l'offre ajoutée à côté d'une compétence que vous avez déjà : un ATS compare les mots exacts.",
    skill_added: 'Compétence que vous avez cochée comme maîtrisée.',
    title_aligned: "Titre aligné sur l'intitulé du poste, que votre CV justifie.",
    summary_lead: "Ligne d'accroche qui nomme le poste visé et vos atouts pour ce poste, tirés de votre CV.",
    reworded: 'Reformulé sans rien ajouter que votre CV ne dise.',
  },
  en: {
    heading_translated: "Section heading written in the offer's language.",
    section_moved:
      'Sections in the order a recruiter and an ATS read them: profile, skills, experience, education.',
    line_removed:
      'A line that is not part of the CV (a closing line, a page footer): an ATS would read it as content.',
    bullet_opening: 'Bullet opened with an action verb: what you did is read first.',
    skills_reordered: 'Skills the offer asks for placed first, none added nor removed.',
    skill_spelling:
      "The offer's spelling added beside a skill you already have: an ATS compares exact words.",
    skill_added: 'A skill you ticked as one you have.',
    title_aligned: 'Title aligned with the job title, which your CV supports.',
    summary_lead: 'A lead line naming the role and your strengths for it, taken from your CV.',
    reworded: 'Reworded without adding anything your CV does not say.',
  },
};
