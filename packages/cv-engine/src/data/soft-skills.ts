/**
 * Soft skills (the soft-skill part of the ATS breakdown). Each row: the label shown per language, then the word
 * starts that reveal it in French, English or Dutch (folded; 'communica' covers communication, communicatief).
 * Stems are chosen long enough not to hit unrelated words.
 */
export type SoftSkillRow = {
  readonly label: { readonly french: string; readonly english: string; readonly dutch: string };
  readonly stems: readonly string[];
};

const row = (french: string, english: string, dutch: string, stems: string[]): SoftSkillRow => ({
  label: { french, english, dutch },
  stems,
});

export const SOFT_SKILLS: readonly SoftSkillRow[] = [
  row('communication', 'communication', 'communicatie', ['communica', 'communiq']),
  row('leadership', 'leadership', 'leiderschap', ['leadership', 'leiderschap', 'leiding geven']),
  row("esprit d'équipe", 'teamwork', 'samenwerken', [
    'esprit d equipe',
    'teamwork',
    'team player',
    'teamspeler',
    'samenwerk',
    'collabora',
  ]),
  row('autonomie', 'autonomy', 'zelfstandigheid', [
    'autonom',
    'autonomi',
    'zelfstandig',
    'self-starter',
    'independen',
  ]),
  row('rigueur', 'rigour', 'nauwkeurigheid', [
    'rigueur',
    'rigoureu',
    'rigor',
    'rigour',
    'nauwkeurig',
    'attention to detail',
    'souci du detail',
    'detail-oriented',
  ]),
  row('curiosité', 'curiosity', 'nieuwsgierigheid', [
    'curios',
    'curieu',
    'nieuwsgierig',
    'leergierig',
    'willingness to learn',
  ]),
  row('adaptabilité', 'adaptability', 'flexibiliteit', [
    'adaptab',
    'adaptabil',
    'flexib',
    'aanpassingsvermogen',
  ]),
  row('résolution de problèmes', 'problem solving', 'probleemoplossend vermogen', [
    'problem-solving',
    'problem solving',
    'resolution de problemes',
    'probleemoplos',
    'oplossingsgericht',
  ]),
  row('organisation', 'organisation', 'organisatievermogen', [
    'organisation',
    'organization',
    'organise',
    'organize',
    'organisatie',
    'sens de l organisation',
    'time management',
    'gestion du temps',
    'prioriti',
    'priorites',
  ]),
  row('créativité', 'creativity', 'creativiteit', ['creativ', 'creatie']),
  row('pédagogie', 'mentoring', 'coaching', ['pedagog', 'mentor', 'coach', 'begeleid', 'accompagne']),
  row('esprit analytique', 'analytical thinking', 'analytisch vermogen', [
    'analytique',
    'analytical',
    'analytisch',
    'esprit critique',
    'critical thinking',
    'kritisch',
  ]),
  row("sens de l'initiative", 'initiative', 'initiatief', [
    'initiative',
    'initiatief',
    'proacti',
    'ownership',
  ]),
  row('sens du client', 'customer focus', 'klantgerichtheid', [
    'sens du client',
    'orientation client',
    'customer focus',
    'customer-centric',
    'klantgericht',
  ]),
  row('négociation', 'negotiation', 'onderhandelen', ['negocia', 'negotia', 'onderhandel']),
  row('gestion du stress', 'resilience', 'stressbestendigheid', [
    'resilien',
    'stressbestendig',
    'gestion du stress',
    'under pressure',
    'sous pression',
  ]),
  row('bienveillance', 'empathy', 'empathie', ['bienveillan', 'empath', 'empathie']),
];
