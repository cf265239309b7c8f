import { type Cv, job } from './types';

/** Ten invented French-speaking CVs (France and Belgium). */
export const cvsFr: Cv[] = [
  {
    id: 'cv-fr-aide-soignante',
    set: 'tuning',
    lang: 'fr',
    design: 'canva-band',
    name: 'Maëlle Kerbrat',
    title: 'Aide-soignante diplômée',
    contact: ['06 41 27 88 90', 'maelle.kerbrat@example.fr', 'Quimper (29)'],
    profile: {
      heading: 'À propos',
      items: ['Aide-soignante depuis huit ans, en EHPAD puis en service de médecine, attentive au confort des résidents.'],
    },
    expHeading: 'Expériences',
    jobs: [
      job('Centre hospitalier de Cornouaille-Sud', 'Aide-soignante en médecine polyvalente', 'depuis 2021', ['Quimper'], [
        'Soins d’hygiène et de confort pour 14 patients par poste',
        'Relevé des constantes et transmissions ciblées dans le dossier patient',
        'Accompagnement des familles lors des fins de vie',
      ]),
      job('EHPAD Les Hortensias', 'Aide-soignante de nuit', 'sept. 2017 – déc. 2020', ['Pont-l’Abbé'], [
        'Surveillance de 62 résidents avec une infirmière d’astreinte',
        'Prévention des chutes et des escarres, changes et installations',
      ]),
      job('Association Bien Chez Soi', 'Auxiliaire de vie', 'mars 2016 – août 2017', ['Concarneau'], [
        'Aide au lever, à la toilette et aux repas au domicile de personnes âgées',
        'Courses et préparation des repas selon les régimes prescrits',
      ]),
    ],
    eduHeading: 'Formation',
    education: [
      { degree: 'Diplôme d’État d’aide-soignant', institution: 'IFAS de Quimper', period: '2017' },
      { degree: 'Bac ST2S', institution: 'Lycée Chaptal', period: '2014' },
    ],
    certHeading: 'Certifications',
    certifications: ['AFGSU niveau 2 (2023)', 'Formation Humanitude (2019)'],
    extra: [
      { heading: 'Compétences', items: ['Manutention des patients', 'Soins palliatifs', 'Logiciel DxCare'] },
      { heading: 'Langues', items: ['Français : langue maternelle', 'Breton : notions'] },
    ],
    sep: ' | ',
    font: 'DejaVu Sans',
    size: 10,
    colour: '#2f7f7a',
    offer:
      'Aide-soignant(e) H/F – Clinique Saint-Ronan, Brest\nService de soins de suite, CDI, temps plein.\nMissions : soins d’hygiène et de confort, surveillance des constantes, transmissions, accompagnement des familles.\nProfil : DEAS exigé, AFGSU à jour, expérience en gériatrie appréciée.',
  },
  {
    id: 'cv-fr-comptable',
    set: 'tuning',
    lang: 'fr',
    design: 'gdocs',
    name: 'Thibault Lemarchand',
    title: 'Comptable confirmé',
    contact: ['Lille', '07 12 55 03 48', 'thibault.lemarchand@example.fr'],
    profile: {
      heading: 'Profil',
      items: ['Comptable général depuis onze ans, du cabinet à l’entreprise, à l’aise avec les clôtures et la fiscalité.'],
    },
    expHeading: 'Expérience professionnelle',
    jobs: [
      job('Groupe Ferrand Distribution', 'Comptable général', 'mars 2019 – aujourd’hui', ['Villeneuve-d’Ascq'], [
        'Clôtures mensuelles et annuelles de trois filiales (CA 48 M€)',
        'Déclarations de TVA, CVAE et liasses fiscales',
        'Mise en place du rapprochement bancaire automatique sous Sage 100',
      ]),
      job('Cabinet Delval & Associés', 'Collaborateur comptable', 'sept. 2014 – févr. 2019', ['Lille'], [
        'Tenue et révision d’un portefeuille de 45 TPE et artisans',
        'Établissement des bilans et des déclarations de résultats',
      ]),
      job('Transports Vanhoutte', 'Aide-comptable', 'janv. 2013 – août 2014', ['Roubaix'], [
        'Saisie des factures fournisseurs et lettrage des comptes',
        'Relances clients et suivi des encaissements',
      ]),
      job('Cabinet Delval & Associés', 'Comptable en alternance', '2011 → 2013', ['Lille'], [
        'Saisie comptable et préparation des déclarations de TVA',
      ]),
    ],
    eduHeading: 'Formation',
    education: [
      { degree: 'DCG – Diplôme de comptabilité et de gestion', institution: 'IAE de Lille', period: '2013' },
      { degree: 'BTS Comptabilité et gestion', institution: 'Lycée Gaston Berger', period: '2011' },
    ],
    certHeading: 'Certifications',
    certifications: ['Certification Sage 100 Comptabilité (2020)'],
    extra: [{ heading: 'Compétences', items: ['Sage 100, Cegid, Excel (TCD, RECHERCHEX)', 'Fiscalité des PME'] }],
    sep: ', ',
    font: 'Liberation Sans',
    size: 10.5,
    colour: '#1a1a1a',
    offer:
      'Comptable général H/F – Maison Duquesne SAS, Tourcoing\nRattaché(e) au responsable administratif et financier.\nVous assurez la tenue de la comptabilité générale, les clôtures mensuelles, les déclarations de TVA et la préparation du bilan.\nProfil : DCG, 5 ans d’expérience, maîtrise de Sage 100 et d’Excel.',
  },
  {
    id: 'cv-fr-chef-projet-informatique',
    set: 'tuning',
    lang: 'fr',
    design: 'linkedin',
    name: 'Nadia Bensalem',
    title: 'Cheffe de projet informatique · ERP et intégration',
    contact: ['Lyon, Auvergne-Rhône-Alpes, France', 'nadia.bensalem@example.fr'],
    profile: {
      heading: 'Infos',
      items: ['Je pilote des projets ERP de bout en bout, de l’expression de besoin à la recette, avec des équipes mixtes métier et technique.'],
    },
    expHeading: 'Expérience',
    jobs: [
      job('Verlaine Industries', 'Cheffe de projet ERP', 'janv. 2022 – aujourd’hui', ['3 ans 11 mois', 'Lyon, France'], [
        'Déploiement de SAP S/4HANA sur quatre sites de production',
        'Animation d’un comité de pilotage mensuel et suivi d’un budget de 1,2 M€',
      ], { group: '7 ans 2 mois' }),
      job('Verlaine Industries', 'Analyste fonctionnelle', 'oct. 2018 – déc. 2021', ['3 ans 3 mois', 'Lyon, France'], [
        'Rédaction des spécifications des flux achats et stocks',
        'Recette et formation de 80 utilisateurs clés',
      ], { inGroup: true }),
      job('Sopranix Conseil', 'Consultante AMOA', 'sept. 2015 – sept. 2018', ['3 ans 1 mois', 'Villeurbanne, France'], [
        'Missions d’assistance à maîtrise d’ouvrage pour des clients du secteur bancaire',
        'Modélisation des processus en BPMN',
      ]),
      job('Banque Rhodanienne', 'Stagiaire chef de projet', 'févr. 2015 – août 2015', ['7 mois', 'Lyon, France'], [
        'Inventaire des applications du service crédit',
      ]),
      job('Restaurant Le Bouchon Rouge', 'Serveuse (job étudiant)', 'été 2013', ['3 mois', 'Lyon, France'], []),
    ],
    eduHeading: 'Formation',
    education: [
      { degree: 'Master MIAGE', institution: 'Université Lyon 1', period: '2013 – 2015' },
      { degree: 'Licence Informatique', institution: 'Université Lyon 1', period: '2010 – 2013' },
    ],
    certHeading: 'Licences et certifications',
    certifications: ['PRINCE2 Foundation – AXELOS', 'Professional Scrum Master I – Scrum.org'],
    extra: [{ heading: 'Compétences', items: ['SAP S/4HANA', 'Gestion de projet', 'BPMN'] }],
    sep: ' · ',
    font: 'Liberation Sans',
    size: 10,
    colour: '#0a66c2',
    offer:
      'Chef de projet ERP (H/F) – Groupe Alvéa, Grenoble\nVous pilotez le déploiement de notre ERP sur nos filiales : cadrage, planning, budget, recette et conduite du changement.\nProfil : 5 ans d’expérience en projet ERP (SAP idéalement), certification PRINCE2 ou Scrum appréciée.',
    unclear: [
      'experiences[0].context (the employer’s total, 7 ans 2 mois, is printed once under the employer above both roles)',
    ],
  },
  {
    id: 'cv-fr-agent-accueil-commune',
    set: 'tuning',
    lang: 'fr',
    design: 'europass',
    name: 'Sébastien Dewandre',
    title: 'Agent d’accueil et d’administration',
    contact: ['Rue des Tilleuls 14, 5030 Gembloux (Belgique)', '+32 478 21 09 66', 'sebastien.dewandre@example.be'],
    expHeading: 'EXPÉRIENCE PROFESSIONNELLE',
    jobs: [
      job('Administration communale de Sombreval', 'Agent d’accueil – service Population', '01/2020 – aujourd’hui', ['Sombreval (Belgique)'], [
        'Accueil du public et délivrance des cartes d’identité et titres de séjour',
        'Tenue des registres de population et changements d’adresse',
        'Prise de rendez-vous et réponse aux demandes par courriel',
      ]),
      job('CPAS de Sombreval', 'Employé administratif', '06/2016 – 12/2019', ['Sombreval (Belgique)'], [
        'Encodage des dossiers d’aide sociale et suivi des échéances',
        'Classement et archivage selon le RGPD',
      ]),
      job('Mutualité Wallonne de la Sambre', 'Employé au guichet', '09/2013 – 05/2016', ['Namur (Belgique)'], [
        'Remboursements de soins et affiliations',
      ]),
    ],
    eduHeading: 'ÉDUCATION ET FORMATION',
    education: [
      { degree: 'Bachelier en secrétariat de direction', institution: 'Haute École de Namur-Liège-Luxembourg', period: '2010 – 2013' },
    ],
    certHeading: 'CERTIFICATS',
    certifications: ['Brevet de secourisme en entreprise (2022)'],
    extra: [
      { heading: 'COMPÉTENCES LINGUISTIQUES', items: ['Langue maternelle : français', 'Néerlandais : B1', 'Anglais : B2'] },
      { heading: 'COMPÉTENCES NUMÉRIQUES', items: ['Microsoft Office', 'Logiciel Saphir (population)'] },
    ],
    sep: ', ',
    font: 'DejaVu Sans',
    size: 9.5,
    colour: '#0e4194',
    offer:
      'Employé d’accueil (m/f/x) – Ville de Wavrelle\nService Population – État civil. Contrat à durée indéterminée, échelle D4.\nAccueil des citoyens, délivrance de documents d’identité, tenue des registres.\nBilinguisme français-néerlandais souhaité.',
  },
  {
    id: 'cv-fr-electricien',
    set: 'held-out',
    lang: 'fr',
    design: 'left-rule',
    name: 'Kévin Marchetti',
    title: 'Électricien bâtiment – habilitations B2V BR',
    contact: ['Toulon', '06 77 30 12 45', 'kevin.marchetti@example.fr'],
    expHeading: 'Parcours',
    jobs: [
      job('Sudélec Services', 'Électricien chef d’équipe', 'depuis mars 2020', ['La Seyne-sur-Mer'], [
        'Encadrement de deux électriciens et d’un apprenti sur chantiers de logements neufs',
        'Pose de tableaux, câblage et mise en service des installations',
        'Lecture de plans et métrés',
      ]),
      job('Bâtimétal Provence', 'Électricien', 'avr. 2016 – févr. 2020', ['Toulon'], [
        'Rénovation électrique de bâtiments tertiaires',
        'Dépannages et mise en conformité NF C 15-100',
      ]),
      job('Intérim – Proxi Travail', 'Électricien intérimaire', '2014 – 2016', ['Var'], [
        'Missions de câblage en atelier et sur chantier',
      ]),
      job('Élec’ Azur', 'Apprenti électricien', '2012 → 2014', ['Hyères'], [
        'Saignées, passage de gaines et tirage de câbles',
      ]),
    ],
    eduHeading: 'Diplômes',
    education: [
      { degree: 'Bac pro MELEC', institution: 'CFA du BTP de La Farlède', period: '2014' },
      { degree: 'CAP Électricien', institution: 'CFA du BTP de La Farlède', period: '2012' },
    ],
    certHeading: 'Habilitations',
    certifications: ['Habilitation électrique B2V BR (2024)', 'CACES R486 nacelle (2022)'],
    extra: [{ heading: 'Permis', items: ['Permis B, véhicule personnel'] }],
    sep: ' chez ',
    font: 'Liberation Sans',
    size: 10,
    colour: '#c0392b',
    offer:
      'Électricien bâtiment confirmé (H/F) – Entreprise Roustan Électricité, Marseille\nChantiers de logements collectifs et de bureaux. CDI, véhicule de service.\nMissions : câblage, pose d’appareillage, mise en service, encadrement d’un apprenti.\nHabilitation B2V BR exigée.',
  },
  {
    id: 'cv-fr-chercheuse-biologie',
    set: 'held-out',
    lang: 'fr',
    design: 'academic',
    name: 'Dr Camille Rousseau-Vidal',
    title: 'Chercheuse en biologie cellulaire',
    contact: ['Institut de biologie du Léman, Annecy', 'camille.rousseau@example.fr', '+33 4 50 12 34 56'],
    profile: {
      heading: 'Thèmes de recherche',
      items: ['Dynamique du cytosquelette et migration des cellules épithéliales ; imagerie de cellules vivantes.'],
    },
    expHeading: 'Postes occupés',
    jobs: [
      job('Institut de biologie du Léman', 'Chargée de recherche CNRS', 'depuis 2020', ['Annecy'], [
        'Direction d’une équipe de cinq personnes (deux doctorants, un ingénieur, deux stagiaires)',
        'Obtention d’un financement ANR JCJC (2021–2025)',
        'Enseignement de 24 h par an en master de biologie cellulaire',
      ]),
      job('Université de Genthod', 'Chercheuse postdoctorale', 'oct. 2016 – déc. 2019', ['Genthod (Suisse)'], [
        'Mise au point d’un modèle d’organoïdes intestinaux',
        'Encadrement de trois étudiants de master',
      ]),
      job('Laboratoire de génétique cellulaire de Montbrison', 'Doctorante', '2013 – 2016', ['Montbrison'], [
        'Thèse : « Rôle des septines dans la cytokinèse »',
        'Monitorat : 64 h d’enseignement par an en licence',
      ]),
      job('Laboratoire de génétique cellulaire de Montbrison', 'Stagiaire de master 2', 'janv. – juin 2013', ['Montbrison'], [
        'Criblage d’une banque d’ARN interférents',
      ]),
    ],
    publications: {
      heading: 'Publications choisies',
      items: [
        'Rousseau-Vidal C., Perrin A. (2023). Septin rings guide epithelial gap closure. Journal of Cell Motility 18(4): 211–229.',
        'Rousseau-Vidal C., Keller J., Ostrowski M. (2019). Intestinal organoids as a model of crypt fission. Organoid Methods 7: 45–58.',
        'Rousseau C., Bailly E. (2016). Septins and the late steps of cytokinesis. Cell Division Reports 11: 302–317.',
      ],
    },
    eduHeading: 'Formation',
    education: [
      { degree: 'Doctorat en biologie cellulaire', institution: 'Université Jean-Monnet', period: '2016' },
      { degree: 'Master Biologie cellulaire et moléculaire', institution: 'Université Jean-Monnet', period: '2013' },
    ],
    certifications: [],
    extra: [{ heading: 'Responsabilités collectives', items: ['Membre du conseil de laboratoire depuis 2022', 'Relectrice pour Journal of Cell Motility'] }],
    sep: ', ',
    font: 'Liberation Serif',
    size: 11,
    colour: '#333333',
    offer:
      'Poste de chercheur·e – Biologie cellulaire (H/F) – Centre de recherche Alpin du Vivant, Chambéry\nLe centre recrute un·e chercheur·e pour développer un projet sur la migration cellulaire et l’imagerie du vivant.\nProfil : doctorat, expérience postdoctorale, publications en premier auteur, capacité à obtenir des financements.',
  },
  {
    id: 'cv-fr-coiffeuse',
    set: 'tuning',
    lang: 'fr',
    design: 'photo-block',
    name: 'Inès Maréchal',
    title: 'Coiffeuse – coloriste',
    contact: ['Charleroi', '+32 471 55 82 10', 'ines.marechal@example.be'],
    profile: {
      heading: 'Profil',
      items: ['Coiffeuse passionnée par la couleur et le balayage, j’aime conseiller chaque cliente selon son style.'],
    },
    expHeading: 'Expérience',
    jobs: [
      job('Salon Nuances', 'Coiffeuse coloriste', '2019 – maintenant', ['Charleroi'], [
        'Colorations, balayages et mèches, 12 clientes par jour en moyenne',
        'Conseil et vente de soins (objectif mensuel dépassé de 15 %)',
      ]),
      job('L’Atelier de Julie', 'Coiffeuse', '2016 – 2019', ['Marcinelle'], [
        'Coupes femmes, hommes et enfants',
        'Gestion des rendez-vous et de la caisse',
      ]),
      job('Coiff’ Express', 'Apprentie coiffeuse', '2014 – 2016', ['Gosselies'], [
        'Shampooings, brushings et préparation des couleurs',
      ]),
    ],
    eduHeading: 'Formation',
    education: [{ degree: 'Certificat de qualification coiffure', institution: 'IFAPME Charleroi', period: '2016' }],
    certifications: ['Formation balayage Wella Professionals (2021)'],
    certHeading: 'Formations complémentaires',
    extra: [{ heading: 'Atouts', items: ['Sens du contact', 'Ponctualité', 'Créativité'] }],
    sep: ' — ',
    font: 'DejaVu Serif',
    size: 10,
    colour: '#b05a7a',
    offer:
      'Coiffeur/coiffeuse coloriste (h/f/x) – Salon Capilla, Namur\nSalon de six fauteuils, clientèle fidèle. Temps plein, du mardi au samedi.\nVous réalisez coupes, couleurs et balayages, conseillez la clientèle et vendez les produits de soin.',
  },
  {
    id: 'cv-fr-chauffeur-poids-lourd',
    set: 'tuning',
    lang: 'fr',
    design: 'docx-three-col',
    name: 'Jean-Luc Ferreira',
    title: 'Conducteur poids lourd – permis CE, FIMO, ADR',
    contact: ['Orléans', '06 58 04 71 23', 'jl.ferreira@example.fr'],
    expHeading: 'EXPÉRIENCES PROFESSIONNELLES',
    jobs: [
      job('Transports Guérin Frères', 'Conducteur SPL longue distance', 'mars 2018 – aujourd’hui', ['Saran (45)'], [
        'Livraisons en semi-remorque frigorifique France et Benelux',
        'Chargement, arrimage et contrôle des températures',
        'Zéro accident responsable depuis 2018',
      ]),
      job('Logistique Val de Loire', 'Conducteur porteur', 'juin 2014 – févr. 2018', ['Fleury-les-Aubrais (45)'], [
        'Tournées régionales de messagerie, 25 points de livraison par jour',
      ]),
      job('Béton Centre Matériaux', 'Chauffeur malaxeur', 'mai 2011 – mai 2014', ['Olivet (45)'], [
        'Livraison de béton prêt à l’emploi sur chantiers',
        'Entretien courant du véhicule',
      ]),
      job('Armée de terre – 12e régiment du train', 'Conducteur', '2007 – 2011', ['Montargis (45)'], [
        'Conduite de véhicules lourds en convoi',
      ]),
      job('Super U Saint-Marceau', 'Employé de rayon', '2005 – 2007', ['Orléans (45)'], ['Mise en rayon et réception des livraisons']),
    ],
    eduHeading: 'FORMATION',
    education: [{ degree: 'CAP Conducteur routier', institution: 'AFTRAL Orléans', period: '2007' }],
    certHeading: 'PERMIS ET CERTIFICATS',
    certifications: ['Permis C et CE', 'FIMO marchandises (2007), FCO à jour (2023)', 'ADR base (2022)'],
    extra: [],
    sep: ', ',
    font: 'Arial',
    size: 10,
    colour: '1F3864',
    offer:
      'Conducteur SPL (H/F) – Transports Berthault, Blois\nTransport frigorifique national, départs le lundi et retours le vendredi.\nPermis CE, FIMO/FCO à jour exigés, ADR apprécié. Salaire selon convention + primes.',
  },
  {
    id: 'cv-fr-serveur',
    set: 'held-out',
    lang: 'fr',
    design: 'docx-word',
    name: 'Hugo Lefebvre',
    title: 'Serveur en restauration',
    contact: ['Bordeaux', '07 66 21 43 09', 'hugo.lefebvre@example.fr'],
    profile: { heading: 'Profil', items: ['Serveur dynamique, trois ans en brasserie, à l’aise avec le rush du midi et la vente additionnelle.'] },
    expHeading: 'Expérience',
    jobs: [
      job('Brasserie Le Quai des Chartrons', 'Serveur', 'mai 2022 – aujourd’hui', ['Bordeaux'], [
        'Service en salle et en terrasse, 120 couverts le midi',
        'Prise de commande sur tablette et encaissement',
        'Formation de deux extras pendant la saison',
      ]),
      job('Camping Les Dunes d’Argent', 'Commis de salle', 'saisons 2020 et 2021', ['Lacanau'], [
        'Mise en place, débarrassage et service au bar',
      ]),
    ],
    eduHeading: 'Formation',
    education: [{ degree: 'CAP Commercialisation et services en HCR', institution: 'Lycée hôtelier de Talence', period: '2020' }],
    certifications: ['Permis d’exploitation (2023)'],
    certHeading: 'Certifications',
    extra: [{ heading: 'Langues', items: ['Anglais courant', 'Espagnol intermédiaire'] }],
    sep: ' chez ',
    font: 'Calibri',
    size: 11,
    colour: '7B2C2C',
    offer:
      'Serveur / Serveuse – Restaurant La Table de Léonie, Arcachon\nCDI 39 h, deux jours de repos consécutifs.\nAccueil des clients, prise de commande, service à l’assiette, encaissement.\nExpérience en brasserie souhaitée, anglais apprécié.',
  },
  {
    id: 'cv-fr-avocate',
    set: 'tuning',
    lang: 'fr',
    design: 'docx-gdocs',
    name: 'Éléonore Castaing',
    title: 'Avocate au barreau de Paris – droit social',
    contact: ['Paris 9e', '06 03 44 18 72', 'eleonore.castaing@example.fr'],
    profile: { heading: 'Résumé', items: ['Avocate en droit social, conseil et contentieux, côté employeurs, depuis 2017.'] },
    expHeading: 'Expérience professionnelle',
    jobs: [
      job('Cabinet Armand Lioret Avocats', 'Avocate collaboratrice senior', 'janv. 2021 – présent', ['Paris'], [
        'Conseil aux employeurs sur les restructurations et les plans de départ volontaire',
        'Contentieux prud’homal et devant la cour d’appel (40 dossiers par an)',
        'Animation de formations internes en droit du travail',
      ]),
      job('Duchêne & Marchal', 'Avocate collaboratrice', 'nov. 2017 – déc. 2020', ['Paris'], [
        'Rédaction de consultations et de contrats de travail',
        'Audits sociaux lors d’acquisitions',
      ]),
      job('Direction juridique – Hôtels Bellerive', 'Juriste stagiaire', 'janv. 2017 – juin 2017', ['Neuilly-sur-Seine'], [
        'Veille jurisprudentielle et notes de synthèse',
      ]),
    ],
    eduHeading: 'Formation',
    education: [
      { degree: 'CAPA', institution: 'École de formation professionnelle des barreaux de la cour d’appel de Paris', period: '2017' },
      { degree: 'Master 2 Droit social', institution: 'Université Paris-Panthéon-Assas', period: '2015' },
    ],
    certifications: [],
    extra: [{ heading: 'Langues', items: ['Anglais (bilingue)', 'Italien (professionnel)'] }],
    sep: ', ',
    font: 'Georgia',
    size: 10.5,
    colour: '000000',
    offer:
      'Avocat(e) collaborateur(trice) en droit social – 5 à 8 ans d’expérience – Cabinet Verneuil Sarrazin, Paris 8e\nConseil et contentieux pour une clientèle d’entreprises. Anglais courant indispensable.',
  },
];
