/**
 * Nouns that name a person in a role ('practice supervisor', 'référente qualité', 'preventieadviseur'), folded:
 * a must-have the CV proves by such words is a role it held, not a field to have 'a background in' — a summary
 * lead says 'with a background in acute medicine', never 'in practice supervisor' (tailor/lead-facts.ts). The item
 * still goes to the skills, where a list reads it as a duty held. English ends a role with the noun, French and
 * Dutch often open with it: both ends of the phrase are read.
 *
 * Source: written by hand from the roles the fixtures' and probe documents' offers ask for as requirements
 * (mentor, assessor, coordinator, référent, verantwoordelijke…), singular and plural. Not a downloaded list.
 */
export const ROLE_NOUNS: ReadonlySet<string> = new Set(
  [
    // English
    'supervisor supervisors assessor assessors coordinator coordinators mentor mentors tutor tutors trainer',
    'trainers officer officers lead leads leader leaders manager managers champion champions representative',
    // French
    'responsable responsables referent referente referents coordinateur coordinatrice coordinateurs',
    'formateur formatrice formateurs tuteur tutrice tuteurs animateur animatrice encadrant encadrante',
    // Dutch
    'coordinator begeleider begeleiders mentor referentiepersoon verantwoordelijke leidinggevende',
  ].flatMap((line) => line.split(' ')),
);
