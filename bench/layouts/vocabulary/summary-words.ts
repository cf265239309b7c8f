import type { Lang } from './trade-words';

/**
 * The first sentence of a summary and the job offer the CV is rewritten for. `{title}`, `{years}`, `{domain}`,
 * `{town}`, `{skills}` are filled by the generator.
 */

export const SUMMARY_OPENINGS: Record<Lang, string[]> = {
  fr: [
    '{title} avec {years} ans d’expérience {domain}.',
    '{years} ans d’expérience {domain} comme {title_lower}.',
    '{title}, {years} ans d’expérience {domain}.',
  ],
  en: [
    '{title} with {years} years’ experience {domain}.',
    '{years} years of experience {domain} as a {title_lower}.',
    '{title}: {years} years {domain}.',
  ],
  nl: [
    '{title} met {years} jaar ervaring {domain}.',
    '{years} jaar ervaring {domain} als {title_lower}.',
    '{title}, {years} jaar actief {domain}.',
  ],
};

export const OFFER_TEMPLATES: Record<Lang, string> = {
  fr: 'Offre d’emploi : {title} (H/F) à {town}\n\nNous recrutons un(e) {title} pour renforcer notre équipe.\n\nMissions :\n- {mission1}\n- {mission2}\n\nProfil recherché :\n- Expérience confirmée sur un poste similaire\n- Maîtrise de : {skills}\n\nContrat à durée indéterminée, temps plein.',
  en: 'Job advert: {title}, {town}\n\nWe are looking for a {title} to join our team.\n\nResponsibilities:\n- {mission1}\n- {mission2}\n\nRequirements:\n- Proven experience in a similar role\n- Skills: {skills}\n\nPermanent, full-time.',
  nl: 'Vacature: {title} in {town}\n\nWij zoeken een {title} om ons team te versterken.\n\nTaken:\n- {mission1}\n- {mission2}\n\nProfiel:\n- Ervaring in een gelijkaardige functie\n- Kennis van: {skills}\n\nVast contract, voltijds.',
};
