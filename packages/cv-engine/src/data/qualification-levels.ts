/**
 * Levels a CV states — of a degree, a certification, a language, a seniority — each spelling (folded, FR / EN /
 * NL) to one level. The AI gates (document/gates/levels-of.ts) refuse a change that names a level its block
 * (or entry) never states, or drops one: 'Licence' → 'Master', 'BSc' → 'MSc', an 'Associate' certification
 * made 'Professional', 'intermédiaire' → 'fluent' are inflated claims; 'Licence' → 'Bachelor's degree' or
 * 'courant' → 'fluent' are the same level in another language. Read as whole words or phrases; a
 * final 's' of a longer word is read without it ('juniors', 'masters').
 */
const level = (name: string, spellings: string) => spellings.split(',').map((s) => [s.trim(), name] as const);

export const QUALIFICATION_LEVELS: ReadonlyArray<readonly [string, string]> = [
  // secondary school
  ...level('secondary', 'bac, baccalaureat, high school diploma, a-levels, a levels, havo, vwo, cess'),
  // two-year higher education
  ...level('short-degree', 'dut, bts, deug, deust, associate degree, associate of arts, mbo, graduaat'),
  // bachelor
  ...level('bachelor', 'licence, license, bachelor, bsc, b.sc, bs, ba, beng, bba, bachelier, hbo-bachelor'),
  // the American dotted forms ('B.S.', 'M.A.'), read in an education line only (levels-of.ts)
  ...level('bachelor', 'b.s, b.a, b.eng, b.b.a'),

  // master
  ...level('master', 'master, mastere, msc, m.sc, ms, meng, mphil, dess, dea, ingenieur diplome'),
  ...level('master', 'm.s, m.a, m.eng'),
  ...level('mba', 'm.b.a'),
  ...level('master', 'diplome d ingenieur, engineering degree, ir, drs, wo-master'),
  ...level('mba', 'mba, executive mba, emba'),
  // doctorate
  ...level('doctorate', 'phd, ph.d, doctorat, doctorate, doctoraat, doctor of philosophy, dphil'),
  // certification tiers (AWS, Microsoft, Cisco, PRINCE2, ITIL, Scrum.org)
  ...level('cert-foundation', 'foundation, fundamentals, essentials'),
  ...level('cert-associate', 'associate'),
  ...level('cert-practitioner', 'practitioner'),
  ...level('cert-professional', 'professional'),
  ...level('cert-specialist', 'specialist, specialty'),
  ...level('cert-expert', 'expert'),
  // spoken languages (CEFR codes are compared as codes)
  ...level('lang-native', 'langue maternelle, maternelle, native, mother tongue, moedertaal'),
  ...level('lang-fluent', 'courant, couramment, fluent, fluently, vloeiend, bilingue, bilingual, tweetalig'),
  ...level('lang-intermediate', 'intermediaire, intermediate, gevorderd, redelijk'),
  ...level('lang-basic', 'notions, basic, basics, elementary, beginner, debutant, basis, basiskennis'),
  // speaking several languages, a claim wherever it is written ('Tweetalige zorgkundige'): the evidence must
  // say it; dropping it is a weaker claim (levels-of.ts: MAY_LOSE)
  ...level(
    'multilingual',
    'bilingue, bilingual, tweetalig, tweetalige, trilingue, trilingual, drietalig, drietalige, viertalig',
  ),
  ...level(
    'multilingual',
    'meertalig, meertalige, multilingual, multilingue, plurilingue, polyglot, polyglotte',
  ),
  // how well a skill is known ('Consolidation (notions)' → '(expertise)' is a raised claim)
  ...level(
    'skill-basic',
    'notions, basic knowledge, basics, beginner, debutant, debutante, initiation, basiskennis',
  ),
  ...level(
    'skill-advanced',
    'expert, expertise, advanced, avance, avancee, maitrise, gevorderd, vergevorderd',
  ),
  ...level('skill-advanced', 'proficient, deskundig, deskundigheid'),
  // an intern or apprentice is not yet the trade's full holder: losing the word is a promotion
  ...level(
    'intern',
    'intern, internship, stagiaire, stagiair, stage de, en stage, trainee, apprenti, apprentie',
  ),
  ...level(
    'intern',
    'apprentice, apprenticeship, alternant, alternante, alternance, work-study, werkstudent',
  ),
  ...level('intern', 'afstudeerstage, werkstage, meewerkstage, snuffelstage'),
  // 'Stage ingénieur', 'stage d'études', a British 'placement year'
  ...level('intern', 'stage d, stage ingenieur, stage technicien, stage ouvrier, stage assistant, stage fin'),
  ...level('intern', 'placement student, work placement, industrial placement, placement year'),
  // a role held with or under someone else: losing the word claims the whole role ('Medebeheerder' →
  // 'Bedrijfsleider', 'Directeur adjoint' → 'Directeur', 'Co-founder' → 'Founder')
  ...level(
    'shared-role',
    'co-fondateur, cofondateur, co-fondatrice, cofondatrice, co-gerant, cogerant, co-gerante, co-responsable',
  ),
  ...level(
    'shared-role',
    'co-founder, cofounder, co-owner, co-manager, co-director, deputy, assistant manager',
  ),
  ...level('shared-role', 'assistant director, adjunct, plaatsvervangend, plaatsvervangende'),
  // 'adjoint' after a head's title only: 'Adjoint administratif' is a civil-service grade, an assistant's job
  ...level(
    'shared-role',
    'directeur adjoint, directrice adjointe, responsable adjoint, responsable adjointe, chef adjoint',
  ),
  ...level(
    'shared-role',
    'gerant adjoint, gerante adjointe, adjoint au, adjointe au, adjoint du, adjointe du',
  ),
  ...level(
    'shared-role',
    'medebeheerder, mede-eigenaar, medeeigenaar, medeoprichter, medezaakvoerder, medevennoot',
  ),
  // a dangerous-goods driver's ADR certificate: the basic one, then its extensions (tanks, class 1 explosives,
  // class 7 radioactive material); 'ADR base' → 'ADR base et citerne' is a licence not held
  ...level('adr-tank', 'citerne, citernes, tank, tanks, tanker, tankwagen, tankvervoer'),
  ...level('adr-explosives', 'classe 1, class 1, klasse 1, explosifs, explosives, explosieven'),
  ...level(
    'adr-radioactive',
    'classe 7, class 7, klasse 7, radioactif, radioactifs, radioactive, radioactief',
  ),
  // a job held part of the week or of the year, or beside one's studies: losing the word claims a full job
  ...level(
    'part-time',
    'part-time, part time, parttime, temps partiel, mi-temps, deeltijds, deeltijdse, halftijds',
  ),
  ...level(
    'part-time',
    'job etudiant, student job, studentenjob, jobstudent, vakantiejob, bijbaan, weekend job',
  ),
  // a degree or certificate not yet obtained: losing the word shows it as held ('BTS (en cours)' → 'BTS', 'in
  // opleiding tot verpleegkundige' → 'verpleegkundige', 'PL-300 (in progress)' → '(certified)'). Read only
  // in an education or certification line (LEVEL_CONTEXTS); a date range's open end ('2024 – en cours') is a
  // date, not this (levels-of.ts)
  ...level(
    'in-progress',
    'in progress, ongoing, expected, anticipated, pending, not yet, working towards, working toward',
  ),
  ...level('in-progress', 'currently studying, studying for, training to become, in training, enrolled'),
  ...level('in-progress', 'booked, scheduled, phd candidate, doctoral candidate, to be completed'),
  ...level(
    'in-progress',
    'en cours, en preparation, prevu, prevue, en formation, a venir, inscrit, inscrite',
  ),
  ...level('in-progress', 'doctorant, doctorante, obtention prevue, je prepare, prepare le, prepare la'),
  ...level('in-progress', 'in opleiding, opleiding tot, bezig met, nog bezig, lopend, lopende, verwacht'),
  ...level(
    'in-progress',
    'verwachte, ingeschreven, in voorbereiding, promovendus, nog niet, volgt momenteel',
  ),
  // help given to another's task, or work under supervision: losing the word claims the task ('Assisted the
  // nurse' → 'Administered', 'Meewerken aan' → 'Verantwoordelijk voor', 'Aide au chef de partie' → 'Tenue du
  // poste'). A translation says it in its own words, which are the same level. The nouns 'support',
  // 'assistant', 'ondersteuning' are left out: 'IT support', 'Healthcare assistant' are trades, not help
  ...level('assisting', 'helped, help with, help to, helping, assisted, assisting, assist, assistance'),
  ...level('assisting', 'supported, supporting, contributed, contributing, contribution, took part'),
  ...level('assisting', 'taking part, participated, participating, participation, involved in, shadowed'),
  ...level('assisting', 'aide a, aide au, aide aux, aider, participe a, participe au, participer'),
  ...level('assisting', 'contribue, contribuer, assiste, assister, soutien, en appui, appui a, appui au'),
  ...level('assisting', 'seconde, seconder, epaule, epauler'),
  ...level('assisting', 'meewerken, meegewerkt, werkte mee, werkt mee, medewerking, meehelpen, hielp mee'),
  // 'Meewerkend bij de nachtaudit': working along in it, as 'meewerkend voorman' works beside his crew
  ...level('assisting', 'meewerkend, meewerkende, meewerkt, meewerkte, meewerkten, helpt mee, helpen mee'),
  ...level('assisting', 'meegeholpen, hulp bij, helpen bij, hielp bij, geholpen, assisteren, assisteerde'),
  ...level('assisting', 'geassisteerd, assistentie, ondersteunen, ondersteunde, ondersteund, bijdrage'),
  ...level('assisting', 'bijdragen, droeg bij, bijgedragen, deelname, deelnemen, nam deel, deelgenomen'),
  ...level(
    'supervised',
    'under supervision, under the supervision, supervised by, sous supervision, sous la supervision',
  ),
  ...level('supervised', 'sous la responsabilite, onder toezicht, onder supervisie, onder begeleiding'),
  // how far a certificate, a licence or a result reaches: 'CPC (National)' → '(National and International)' is
  // a licence not held, 'reached the regional final' → 'the national final' a result not won. Dropping the wider
  // reach is a weaker claim (levels-of.ts: MAY_LOSE); dropping 'regional' is not
  ...level('reach-regional', 'regional, regionale, regionaux, regionaal, regionale, provincial, provinciaal'),
  ...level('reach-regional', 'departemental, departementale, county'),
  ...level('reach-national', 'national, nationale, nationaux, nationaal, landelijk, landelijke, nationwide'),
  ...level('reach-international', 'international, internationale, internationaux, internationaal, worldwide'),
  // a kitchen's ranks above the section's chef de partie: 'chef de partie' → 'sous chef' is a promotion
  ...level('kitchen-second', 'sous chef, sous-chef, souschef, second de cuisine, seconde de cuisine'),
  ...level(
    'kitchen-head',
    'head chef, executive chef, chef de cuisine, chef-kok, chef cuisinier, cheffe de cuisine',
  ),
  // seniority ('confirmé' is the French CV's word for an experienced, senior profile)
  ...level('junior', 'junior'),
  ...level('senior', 'senior'),
  // the French CV's 'confirmé' is an experienced profile, not yet a 'senior' one
  ...level('experienced', 'confirme, confirmee, experimente, experimentee, experienced, ervaren'),
];

/**
 * Certification tiers and language levels are common words elsewhere ('professional experience', 'basic
 * accounting', 'React Native'): they count only in a certification or a language line.
 */
export const LEVEL_CONTEXTS: ReadonlyArray<
  readonly [prefix: string, sections: readonly string[], words: RegExp]
> = [
  ['cert-', ['certifications'], /certif|accredit|accredited|geaccrediteerd/i],
  ['adr-', [], /\badr\b/i],
  // 'Tuteur de deux conducteurs débutants', 'trained new starters (beginners)': a job's bullet says it of other
  // people; how well a skill is known is said in a skill, language or summary line
  [
    'skill-',
    ['skills', 'softSkills', 'languages', 'summary', 'header', 'other', 'certifications', 'interests'],
    /(?!)/,
  ],
  // 'expected', 'lopend', 'pending' are common words elsewhere ('exceeded expected targets', 'lopende dossiers')
  [
    'in-progress',
    ['education', 'certifications'],
    /opleiding|formation|training|dipl[oô]m|degree|bachel|master|licence|\bbts\b|\bdut\b|\bcap\b|certific|qualifi|module|exam|\bmsc\b|\bbsc\b|\bphd\b|doctora|studie|study|studying|cursus|course|\bsqe/i,
  ],
  [
    'lang-',
    ['languages'],
    /\b(?:langue|language|taal|anglais|english|engels|fran[cç]ais|french|frans|n[ée]erlandais|dutch|nederlands|allemand|german|duits|espagnol|spanish|spaans|italien|italian|italiaans)\b/i,
  ],
];
