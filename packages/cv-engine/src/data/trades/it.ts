import { tradeRow as row, type SkillAlias } from './trade-row';

/**
 * IT support and data engineering beyond the software table of data/skill-aliases.ts (issue 24): the families a
 * CV proves with a product's name. Sources: ESCO skills (labels in the three languages, from our knowledge of it),
 * ROME (I1401 maintenance informatique, M1801 administration de systèmes d'information) and the vendors' names.
 */
export const IT: readonly SkillAlias[] = [
  row(
    'dimensional modelling',
    [
      'star schema',
      'star schemas',
      'schéma en étoile',
      'sterschema',
      'slowly changing dimensions',
      'SCD',
      'Kimball',
      'data vault',
    ],
    'ESCO "data models"',
  ),
  row(
    'workflow orchestration',
    [
      'workflow orchestrator',
      'orchestration',
      'orchestrateur',
      'data orchestration',
      'pipeline orchestration',
    ],
    'ESCO "data pipelines"',
    ['airflow', 'apache airflow', 'dagster', 'prefect', 'luigi', 'azure data factory', 'step functions'],
  ),
  row(
    'ticketing',
    [
      'outil de ticketing',
      'ticketing tool',
      'ticketing system',
      'gestion des tickets',
      'helpdesk software',
      'ticketingsysteem',
      'service desk tool',
    ],
    'ROME I1401; ESCO "ICT help desk"',
    ['glpi', 'servicenow', 'jira service management', 'zendesk', 'freshdesk', 'topdesk', 'easyvista'],
  ),
  row('Microsoft 365', ['M365', 'O365', 'Office 365', 'Microsoft Office 365'], 'vendor', [
    'exchange online',
    'intune',
    'sharepoint online',
  ]),
  row(
    'user support',
    [
      'support utilisateurs',
      'assistance utilisateurs',
      'support N1',
      'support N2',
      'helpdesk',
      'service desk',
      'gebruikersondersteuning',
      'IT support',
      'support informatique',
    ],
    'ROME I1401',
  ),
  row(
    'knowledge base',
    [
      'base de connaissances',
      'kennisbank',
      'knowledge base',
      'documentation technique',
      'fiches de procédure',
      'rédiger des procédures',
    ],
    'ROME I1401 (« documenter les interventions »); ESCO "ICT help desk"',
    ['Confluence'],
  ),
  row('Google Tag Manager', ['Tag Manager', 'GTM'], 'vendor'),
  // Azure's storage and pipelines by their own names: 'Data Lake Storage' is a product, not any data lake
  row('Azure Data Lake Storage', ['Data Lake Storage', 'ADLS', 'ADLS Gen2', 'Azure Data Lake'], 'vendor'),
  row('Azure Data Factory', ['Data Factory', 'ADF'], 'vendor'),
];
