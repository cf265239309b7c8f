import { tradeRow as row, type SkillAlias } from './trade-row';

/**
 * General management and industry (issue 24): what an ad for a director asks beyond a trade. Sources, named per
 * row: ESCO skills and occupations (labels in the three languages, from our knowledge of it), ROME (M1301
 * direction de grande entreprise, H2502 management de production), and the standards' owners (IFS, BRCGS, FSSC).
 */
export const MANAGEMENT: readonly SkillAlias[] = [
  row(
    'cost control',
    [
      'maîtrise des coûts',
      'contrôle des coûts',
      'kostenbeheersing',
      'kostenbewaking',
      'cost management',
      'budget control',
    ],
    'ESCO "control of expenses"; a construction CV shows it by its cost value reconciliations, a kitchen by its food cost',
    ['cost value reconciliation', 'CVR', 'cost-to-complete', 'food cost', 'foodcost', 'budgetbewaking'],
  ),
  row(
    'commercial awareness',
    [
      'commercially minded',
      'commercial acumen',
      'business acumen',
      'sens des affaires',
      'commercieel inzicht',
    ],
    'ESCO "business acumen"',
    ['cost value reconciliation', 'CVR', 'business development', 'P&L'],
  ),
  row(
    'general management',
    [
      'direction générale',
      'general manager',
      'directeur général',
      'directrice générale',
      'managing director',
      'CEO',
      'PDG',
      'algemene directie',
      'algemeen directeur',
      'business unit management',
      'direction de business unit',
      'gedelegeerd bestuurder',
    ],
    'ESCO "managing director"; ROME M1301',
  ),
  row(
    'corporate governance',
    ['gouvernance', "gouvernance d'entreprise", 'deugdelijk bestuur', 'governance', 'corporate governance'],
    'ESCO "corporate governance"',
    [
      "conseil d'administration",
      'administrateur',
      'administratrice',
      'board of directors',
      'board member',
      'non-executive director',
      'raad van bestuur',
      'bestuurder',
      'membre du conseil',
    ],
  ),
  row(
    'food industry',
    [
      'agroalimentaire',
      'agro-alimentaire',
      'industrie alimentaire',
      'food processing',
      'food manufacturing',
      'voedingsindustrie',
      'levensmiddelenindustrie',
      'agrofood',
    ],
    'ESCO "food industry"; ROME H2502',
  ),
  row('IFS', ['IFS Food', 'International Featured Standards'], 'IFS'),
  row('BRCGS', ['BRC', 'BRC Global Standard'], 'BRCGS'),
  row('FSSC 22000', ['ISO 22000', 'FSSC'], 'ISO; FSSC'),
  row('TPM', ['total productive maintenance', 'maintenance autonome', 'autonomous maintenance'], 'JIPM'),
  row(
    'operational excellence',
    [
      'excellence opérationnelle',
      'operational excellence',
      'operationele excellentie',
      'OEE',
      'TRS',
      'taux de rendement synthétique',
    ],
    'ESCO "continuous improvement"',
  ),
  row(
    'industrial management',
    [
      'direction industrielle',
      'directeur industriel',
      'directeur de site',
      'direction de site',
      'plant manager',
      'site director',
      "directeur d'usine",
      'fabrieksdirecteur',
      'vestigingsdirecteur',
      'culture industrielle',
      'industrial background',
    ],
    'ROME H2502',
  ),
  row(
    'financial acumen',
    ['culture financière', 'sens financier', 'financial literacy', 'financieel inzicht', 'business acumen'],
    'ESCO "financial capability"',
    ['p&l', 'ebitda', 'marge opérationnelle', 'operating margin'],
  ),
  row('EBITDA', ['EBIT'], 'accounting term'),
  row(
    'strategy',
    ['stratégie', 'strategic planning', 'planification stratégique', 'strategie', 'corporate strategy'],
    'ESCO "strategic planning"',
  ),
  row(
    'change management',
    ['conduite du changement', 'accompagnement du changement', 'verandermanagement', 'change leadership'],
    'ESCO "manage change"',
  ),
];
