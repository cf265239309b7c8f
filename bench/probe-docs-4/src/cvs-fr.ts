import { edu, job } from './build';
import type { Cv } from './types';

/** Ten French CVs, one per design; four are held out. */
export const cvsFr: Cv[] = [
  {
    id: 'cv-fr-professeure-maths',
    lang: 'fr',
    design: 'moderncv-classic',
    held: true,
    name: 'Claire Dumoulin',
    title: 'Professeure certifiée de mathématiques',
    contact: {
      address: '14 rue Paul-Bellamy, 44000 Nantes',
      phone: '06 42 17 88 30',
      email: 'claire.dumoulin@example.fr',
    },
    headings: {
      profile: 'Profil',
      experience: 'Expérience',
      education: 'Formation',
      skills: 'Compétences',
      languages: 'Langues',
      interests: 'Loisirs',
    },
    profile:
      'Professeure de collège depuis sept ans, attachée à la différenciation et aux projets interdisciplinaires.',
    jobs: [
      job('Collège Jules-Verne', 'Professeure de mathématiques', 'depuis sept. 2018', 'Nantes', [
        'Classes de 6e à 3e, professeure principale de 4e',
        'Coordination du club d’échecs et du concours Kangourou',
      ]),
      job('Lycée Notre-Dame', 'Professeure contractuelle', 'sept. 2016 – juin 2018', 'Cholet', [
        'Seconde et première STMG, accompagnement personnalisé',
      ]),
      job('Cours Pythagore', 'Professeure particulière (temps partiel)', '2014 – 2016', 'Angers', [
        'Soutien scolaire de la 4e à la terminale, préparation au brevet',
      ]),
      job('Centre de loisirs Les Petits Explorateurs', 'Animatrice BAFA', 'étés 2012 et 2013', 'Angers', []),
    ],
    education: [
      edu('CAPES de mathématiques', null, '2018'),
      edu('Master MEEF mathématiques', 'Université d’Angers', '2014 – 2016'),
    ],
    certifications: [],
    skills: [
      'Pronote, GeoGebra, Scratch, Python',
      'Différenciation pédagogique',
      'Travail en équipe disciplinaire',
    ],
    languages: ['Anglais : B2', 'Espagnol : A2'],
    interests: ['Échecs', 'Randonnée'],
    font: 'Liberation Serif',
    offer:
      'Professeur de mathématiques (H/F) – Collège privé Saint-Félix, Nantes\nContrat à durée indéterminée, rentrée de septembre, classes de la 6e à la 3e.\nMissions : enseignement des mathématiques, suivi d’une classe comme professeur principal, participation aux projets de l’établissement (sorties, concours, ateliers).\nProfil : CAPES ou master MEEF, goût pour la différenciation et les outils numériques (Pronote, GeoGebra).',
  },
  {
    id: 'cv-fr-chef-rayon',
    lang: 'fr',
    design: 'jobboard-export',
    held: false,
    name: 'Sandrine Morel',
    title: 'Chef de rayon frais',
    contact: { address: 'Amiens (80)', phone: '07 61 23 45 90', email: 'sandrine.morel80@example.fr' },
    headings: {
      experience: 'Expérience professionnelle',
      education: 'Formation',
      skills: 'Compétences',
      languages: 'Langues',
      certifications: 'Certifications et licences',
    },
    jobs: [
      job('Supermarché Le Panier Picard', 'Chef de rayon frais', 'janvier 2021 à Aujourd’hui', 'Amiens', [
        'Gestion des commandes et des stocks du rayon crèmerie et charcuterie',
        'Encadrement de 4 employés, plannings et formation des nouveaux',
        'Suivi de la démarque et des dates de consommation',
      ]),
      job('Supermarché Le Panier Picard', 'Employée libre-service', 'mars 2017 à décembre 2020', 'Amiens', [
        'Mise en rayon, facing et étiquetage des prix',
      ]),
      job('Hypermarché Grand Nord', 'Hôtesse de caisse', 'septembre 2014 à février 2017', 'Longueau', [
        'Encaissement, accueil et gestion des retours',
      ]),
      job('Boulangerie Lemaire', 'Vendeuse (CDD)', 'juillet 2013 à août 2013', 'Amiens', []),
    ],
    education: [edu('Bac professionnel Commerce', 'Lycée professionnel de la Somme', '2014', 'Amiens')],
    certifications: ['Permis B'],
    skills: ['Gestion des stocks', 'Chaîne du froid', 'Management d’équipe', 'Encaissement'],
    languages: ['Anglais - Notions'],
    font: 'Liberation Sans',
    offer:
      'Manager de rayon produits frais H/F – Hyper Somme Distribution, Amiens\nCDI, 39 h, travail un samedi sur deux.\nVos missions : piloter le rayon frais (commandes, stocks, démarque), animer une équipe de 5 à 8 personnes, garantir la fraîcheur et la présentation.\nProfil : première expérience d’encadrement en grande distribution, connaissance de la chaîne du froid.',
  },
  {
    id: 'cv-fr-developpeur-web',
    lang: 'fr',
    design: 'right-sidebar',
    held: false,
    name: 'Thomas Nguyen',
    title: 'Développeur full-stack JavaScript',
    contact: { address: '31200 Toulouse', phone: '06 12 98 44 07', email: 'thomas.nguyen@example.com' },
    headings: {
      profile: 'À propos',
      experience: 'Expériences',
      education: 'Formation',
      skills: 'Compétences',
      languages: 'Langues',
      certifications: 'Certification',
    },
    profile:
      'Développeur depuis six ans, du front-end React aux API Node.js, habitué aux équipes agiles et aux revues de code.',
    jobs: [
      job('Ondéa Logiciels', 'Développeur full-stack', 'depuis 03/2022', 'Toulouse', [
        'Refonte de l’espace client en React et TypeScript',
        'API Node.js et PostgreSQL pour 40 000 utilisateurs',
      ]),
      job('Ondéa Logiciels', 'Développeur front-end', '09/2019 – 02/2022', 'Toulouse', [
        'Bibliothèque de composants partagée entre trois produits',
        'Tests de bout en bout avec Playwright',
      ]),
      job('Agence Pixelune', 'Développeur web en alternance', '2017 – 2019', 'Blagnac', [
        'Sites vitrines WordPress et boutiques WooCommerce',
      ]),
      job('Mairie de Colomiers', 'Stagiaire développeur', 'avr. – juin 2017', 'Colomiers', [
        'Application de réservation des salles municipales',
      ]),
    ],
    education: [
      edu('Licence professionnelle Développement web', 'IUT de Blagnac', '2017 – 2019'),
      edu('DUT Informatique', 'IUT Paul-Sabatier', '2015 – 2017', 'Toulouse'),
    ],
    certifications: ['AWS Certified Cloud Practitioner (2023)'],
    skills: ['TypeScript, React, Node.js', 'PostgreSQL, Docker', 'Git, CI GitLab', 'Accessibilité RGAA'],
    languages: ['Anglais : courant', 'Vietnamien : langue maternelle'],
    font: 'DejaVu Sans',
    offer:
      'Développeur full-stack TypeScript (H/F) – Editia, Toulouse\nCDI, télétravail 2 jours par semaine.\nVous rejoignez une équipe de 6 développeurs : nouvelles fonctionnalités en React et Node.js, API REST, PostgreSQL, tests automatisés, revues de code.\nProfil : 3 ans d’expérience minimum, TypeScript, sens de l’accessibilité et de la qualité.',
  },
  {
    id: 'cv-fr-agent-administratif',
    lang: 'fr',
    design: 'two-page-right-dates',
    held: true,
    name: 'Nadia Belkacem',
    title: 'Gestionnaire état civil',
    contact: {
      address: '8 rue Michelet, 42000 Saint-Étienne',
      phone: '06 77 30 21 54',
      email: 'nadia.belkacem@example.fr',
    },
    headings: {
      profile: 'Profil',
      experience: 'Parcours professionnel',
      education: 'Formation',
      skills: 'Compétences',
      languages: 'Langues',
      interests: 'Centres d’intérêt',
    },
    profile:
      'Agente de la fonction publique territoriale, rigoureuse et à l’écoute, dix ans d’accueil du public et de gestion de dossiers.',
    jobs: [
      job('Mairie de Firminy', 'Gestionnaire état civil', 'depuis janvier 2020', null, [
        'Instruction des dossiers de mariage, PACS, reconnaissance et changement de prénom',
        'Rédaction et mise à jour des actes, délivrance des copies',
        'Tenue des registres et relations avec le parquet',
      ]),
      job('Mairie de Firminy', 'Agent d’accueil', '2017 – 2019', null, [
        'Accueil physique et téléphonique, orientation du public',
        'Inscriptions scolaires et sur les listes électorales',
        'Préparation des cartes d’identité et passeports',
        'Gestion des salles municipales et des réservations',
      ]),
      job('Centre social Le Colombier', 'Secrétaire', '2014 – 2017', 'Saint-Étienne', [
        'Secrétariat de la directrice et du conseil d’administration',
        'Inscriptions aux activités et encaissement des cotisations',
        'Mise en page de la lettre d’information mensuelle',
      ]),
      job(
        'Cabinet Vial & Associés',
        'Assistante administrative (CDD)',
        'févr. – nov. 2013',
        'Saint-Étienne',
        ['Saisie des courriers, classement et archivage'],
      ),
      job(
        'Office de tourisme des Monts du Forez',
        'Conseillère en séjour (saisonnière)',
        'été 2012',
        'Montbrison',
        ['Accueil des visiteurs, vente de billets et de cartes de randonnée'],
      ),
      job('Distrib’Express', 'Distributrice de prospectus (job étudiant)', null, null, []),
    ],
    education: [
      edu('Concours d’adjoint administratif territorial', null, '2016'),
      edu('BTS Assistant de manager', 'Lycée Honoré-d’Urfé', '2011 – 2013', 'Saint-Étienne'),
    ],
    certifications: [],
    skills: [
      'Logiciels d’état civil et GRC',
      'Word, Excel, Outlook',
      'Accueil de publics en difficulté',
      'Réglementation funéraire',
    ],
    languages: ['Arabe : courant', 'Anglais : scolaire'],
    interests: ['Chorale', 'Bénévolat aux Restos du cœur'],
    font: 'DejaVu Serif',
    offer:
      'Officier d’état civil / gestionnaire population (H/F) – Ville de Roanne\nCadre d’emploi des adjoints administratifs, temps complet.\nMissions : accueil du public, instruction des dossiers d’état civil (naissances, mariages, décès), rédaction des actes, titres d’identité, recensement citoyen.\nProfil : expérience en état civil souhaitée, rigueur, discrétion, maîtrise des logiciels métier.',
    pageBreak: { job: 2, bullet: 1 },
  },
  {
    id: 'cv-fr-cuisinier',
    lang: 'fr',
    design: 'year-headings',
    held: false,
    name: 'Julien Ferrand',
    title: 'Chef de partie',
    contact: { address: '74000 Annecy', phone: '06 03 58 71 26', email: 'julien.ferrand@example.com' },
    headings: {
      experience: 'Mon parcours',
      education: 'Formation',
      certifications: 'Habilitations',
      skills: 'Savoir-faire',
      languages: 'Langues',
    },
    jobs: [
      job('Restaurant Le Belvédère', 'Chef de partie', 'depuis avril 2021', 'Talloires', [
        'Poste chaud et garde-manger, 60 à 90 couverts',
        'Création des plats du jour avec le chef',
      ]),
      job('Hôtel des Aravis', 'Demi-chef de partie', 'déc. 2018 – mars 2021', 'La Clusaz', [
        'Saisons d’hiver et d’été, cuisine savoyarde et brasserie',
      ]),
      job('Traiteur Saveurs du Lac', 'Cuisinier extra (week-ends)', '2018 – 2019', 'Annecy', [
        'Mariages et banquets jusqu’à 250 personnes',
      ]),
      job('Brasserie du Pâquier', 'Commis de cuisine', 'sept. 2016 – oct. 2018', 'Annecy', [
        'Mise en place, légumerie, plonge batterie',
      ]),
    ],
    education: [edu('CAP Cuisine', 'CFA de l’hôtellerie d’Annecy', '2014 – 2016')],
    certifications: ['Permis d’exploitation (2022)', 'Formation HACCP'],
    skills: ['Cuisine traditionnelle et savoyarde', 'Fiches techniques', 'Gestion des commandes'],
    languages: ['Anglais : intermédiaire', 'Italien : notions'],
    font: 'Liberation Sans',
    offer:
      'Chef de partie H/F – Hôtel-restaurant Le Grand Lac, Évian-les-Bains\nCDI, 5 jours par semaine, logement possible.\nVous gérez un poste (chaud ou garde-manger), la mise en place et les commandes de votre partie, et participez à l’élaboration de la carte.\nProfil : CAP cuisine, 3 ans d’expérience en restauration traditionnelle, connaissance des normes HACCP.',
  },
  {
    id: 'cv-fr-infirmiere',
    lang: 'fr',
    design: 'europass-2024',
    held: false,
    name: 'Élodie Marchand',
    title: 'Infirmière diplômée d’État',
    contact: {
      address: '12 rue de Valmy, 59000 Lille, France',
      phone: '(+33) 6 45 12 78 03',
      email: 'elodie.marchand@example.fr',
    },
    headings: {
      profile: 'À propos de moi',
      experience: 'Expérience professionnelle',
      education: 'Éducation et formation',
      languages: 'Compétences linguistiques',
      skills: 'Compétences numériques',
      certifications: 'Formations complémentaires',
    },
    profile:
      'Infirmière en réanimation depuis quatre ans, formée à la prise en charge des patients ventilés.',
    jobs: [
      job(
        'Centre hospitalier de Roubaix-Est',
        'Infirmière en réanimation',
        '01/09/2020 – ACTUEL',
        'Roubaix, France',
        [
          'Prise en charge de 2 à 3 patients ventilés par poste',
          'Surveillance hémodynamique, épuration extra-rénale',
          'Tutorat des étudiants infirmiers',
        ],
      ),
      job(
        'Centre hospitalier de Roubaix-Est',
        'Infirmière en médecine polyvalente',
        '03/07/2017 – 31/08/2020',
        'Roubaix, France',
        ['Service de 28 lits, soins et éducation thérapeutique'],
      ),
      job('Clinique du Parc', 'Infirmière de nuit (intérim)', '10/2016 – 06/2017', 'Tournai, Belgique', []),
    ],
    education: [
      edu('Diplôme d’État d’infirmier', 'IFSI de Lille-Métropole', '09/2013 – 07/2016', 'Lille, France'),
    ],
    certifications: ['AFGSU niveau 2 (2023)', 'DU Soins infirmiers en réanimation (2021)'],
    skills: ['Dossier patient informatisé', 'Pack Office'],
    languages: ['Langue maternelle : français', 'Anglais : B1'],
    font: 'DejaVu Sans',
    offer:
      'Infirmier(e) en soins critiques – Hôpital privé de Villeneuve-d’Ascq\nCDI à temps plein, postes en 12 h jour/nuit.\nMissions : prise en charge des patients de réanimation et de soins continus, surveillance des patients ventilés, participation à l’encadrement des étudiants.\nProfil : diplôme d’État d’infirmier, expérience en réanimation ou soins intensifs, AFGSU 2 à jour.',
  },
  {
    id: 'cv-fr-assistante-direction',
    lang: 'fr',
    design: 'docx-content-controls',
    held: true,
    name: 'Valérie Rousseau',
    title: 'Assistante de direction',
    contact: {
      address: '5 allée des Tilleuls, 35000 Rennes',
      phone: '06 33 84 19 62',
      email: 'valerie.rousseau@example.fr',
    },
    headings: {
      profile: 'Objectif',
      experience: 'Expérience',
      education: 'Formation',
      skills: 'Compétences',
      languages: 'Langues',
    },
    profile: 'Mettre quinze ans d’expérience du secrétariat de direction au service d’une équipe dirigeante.',
    jobs: [
      job('Groupe Armor Emballages', 'Assistante de direction', '2015 – aujourd’hui', null, [
        'Agenda du directeur général et de deux directeurs de site',
        'Organisation des comités de direction et rédaction des comptes rendus',
        'Préparation des déplacements et des séminaires',
      ]),
      job('Groupe Armor Emballages', 'Assistante commerciale', '2011 – 2015', null, [
        'Saisie des commandes et suivi des litiges clients',
      ]),
      job('Office notarial Le Goff', 'Secrétaire', '2008 – 2011', null, [
        'Frappe des actes et accueil des clients',
      ]),
      job('Breizh Intérim', 'Secrétaire intérimaire', '2007', null, []),
    ],
    education: [edu('BTS Assistant de direction', 'Lycée Bréquigny', '2005 – 2007')],
    certifications: [],
    skills: ['Word, Excel, PowerPoint (TOSA 850)', 'Outlook, Teams', 'Prise de notes rapide'],
    languages: ['Anglais : professionnel', 'Allemand : notions'],
    font: 'Calibri',
    offer:
      'Assistant(e) de direction H/F – Laboratoires Océane, Saint-Malo\nCDI, temps plein.\nAuprès du directeur général : gestion de l’agenda, organisation des réunions et déplacements, rédaction de courriers et comptes rendus, suivi des dossiers confidentiels.\nProfil : BTS et 5 ans d’expérience, excellente maîtrise du Pack Office, anglais professionnel.',
  },
  {
    id: 'cv-fr-plombier',
    lang: 'fr',
    design: 'docx-tracked-changes',
    held: false,
    name: 'Mickaël Durand',
    title: 'Plombier-chauffagiste',
    contact: { address: '21000 Dijon', phone: '06 50 62 11 93', email: 'mickael.durand@example.fr' },
    headings: {
      experience: 'Expérience',
      education: 'Diplôme',
      certifications: 'Habilitations',
      skills: 'Compétences',
    },
    jobs: [
      job(
        'Thermi-Services Bourgogne',
        'Plombier-chauffagiste',
        'depuis 2019',
        'Dijon',
        [
          'Installation de chaudières à condensation et de pompes à chaleur',
          'Dépannage et entretien chez les particuliers',
        ],
        { position: 'Plombier sanitaire' },
      ),
      job(
        'SARL Bernard & Fils',
        'Ouvrier plombier',
        '2014 – 2019',
        'Beaune',
        ['Salles de bains complètes en rénovation', 'Réseaux cuivre, multicouche et PER'],
        { period: '2014 – 2018' },
      ),
      job('SARL Bernard & Fils', 'Apprenti plombier', '2012 – 2014', 'Beaune', []),
    ],
    education: [edu('CAP Installateur sanitaire', 'CFA La Noue', '2014', 'Longvic')],
    certifications: [
      'Habilitation électrique BR',
      'Attestation de capacité fluides frigorigènes (catégorie I)',
    ],
    skills: ['Soudure cuivre', 'Lecture de plans', 'Mise en service de PAC'],
    languages: [],
    font: 'Arial',
    offer:
      'Plombier chauffagiste confirmé (H/F) – Chauffage Côte-d’Or, Dijon\nCDI, véhicule de service, 39 h.\nMissions : installation et mise en service de chaudières et pompes à chaleur, dépannage, entretien, relation avec la clientèle.\nProfil : CAP/BP plomberie ou génie climatique, attestation fluides frigorigènes appréciée, permis B.',
  },
  {
    id: 'cv-fr-ouvrier-viticole',
    lang: 'fr',
    design: 'docx-photo-keyvalue',
    held: false,
    name: 'Lucas Gérard',
    title: 'Chef d’équipe viticole',
    contact: {
      address: '7 rue du Pressoir, 51200 Épernay',
      phone: '06 81 45 30 72',
      email: 'lucas.gerard@example.fr',
    },
    personal: [
      ['Nom', 'Lucas Gérard'],
      ['Adresse', '7 rue du Pressoir, 51200 Épernay'],
      ['Date de naissance', '14 mai 1994'],
      ['Téléphone', '06 81 45 30 72'],
      ['E-mail', 'lucas.gerard@example.fr'],
      ['Permis', 'B et G (tracteur)'],
    ],
    headings: {
      personal: 'Données personnelles',
      experience: 'Expérience professionnelle',
      education: 'Formation',
      certifications: 'Certificats',
      skills: 'Compétences',
      languages: 'Langues',
    },
    jobs: [
      job('Champagne Vautrin Père et Fils', 'Chef d’équipe vignoble', '2020 – aujourd’hui', 'Épernay', [
        'Encadrement de 6 ouvriers et de 40 vendangeurs',
        'Taille, palissage et traitements sur 18 hectares',
      ]),
      job('Champagne Vautrin Père et Fils', 'Ouvrier viticole', '2016 – 2020', 'Épernay', [
        'Travaux en vert, conduite du tracteur enjambeur',
      ]),
      job('Pépinières Lallement', 'Aide pépiniériste', 'janv. – juin 2015', 'Reims', []),
      job('Coopérative des Coteaux d’Aÿ', 'Vendangeur saisonnier', 'vendanges 2013 et 2014', 'Aÿ', []),
    ],
    education: [edu('BPA Travaux de la vigne et du vin', 'CFPPA d’Avize', '2015 – 2016')],
    certifications: ['Certiphyto opérateur (2021)'],
    skills: ['Taille Chablis et cordon de Royat', 'Conduite d’enjambeur', 'Petit entretien mécanique'],
    languages: ['Anglais : notions'],
    font: 'Cambria',
    offer:
      'Chef d’équipe viticole H/F – Maison de champagne, Aÿ\nCDI, 35 h annualisées.\nMissions : organiser et encadrer les travaux de la vigne (taille, palissage, vendanges), conduire les engins, suivre les traitements.\nProfil : expérience de 3 ans en viticulture, Certiphyto, permis B, goût du travail en équipe.',
  },
  {
    id: 'cv-fr-agent-entretien',
    lang: 'fr',
    design: 'docx-functional',
    held: true,
    name: 'Fatou Diallo',
    title: 'Agente d’entretien et de propreté',
    contact: { address: '13003 Marseille', phone: '07 58 29 64 11', email: 'fatou.diallo@example.fr' },
    headings: {
      profile: 'Profil',
      skills: 'Compétences',
      experience: 'Parcours',
      education: 'Formation',
      languages: 'Langues',
    },
    profile: 'Huit ans dans le nettoyage et l’hôtellerie, autonome, soigneuse et ponctuelle.',
    skillBlocks: [
      {
        title: 'Nettoyage et hygiène',
        items: [
          'Bionettoyage des chambres et parties communes',
          'Autolaveuse, monobrosse, dosage des produits',
        ],
      },
      { title: 'Relation avec les résidents', items: ['Discrétion et écoute auprès des personnes âgées'] },
      {
        title: 'Organisation',
        items: ['Respect des protocoles et des plannings', 'Traçabilité sur fiches de passage'],
      },
    ],
    jobs: [
      job('Résidence seniors Les Calanques', 'Agente d’entretien', 'depuis 2024', 'Marseille', []),
      job('Net Provence', 'Agent de propreté', '2021 – 2024', 'Marseille', []),
      job('Hôtel du Vieux-Port', 'Femme de chambre', '2018 – 2021', 'Marseille', []),
      job('Restaurant La Madrague', 'Plongeuse (saison)', '2016', 'Sausset-les-Pins', []),
    ],
    education: [edu('Titre professionnel Agent de propreté et d’hygiène', 'AFPA Marseille', '2021')],
    certifications: [],
    skills: [],
    languages: ['Wolof : langue maternelle', 'Français : courant'],
    font: 'Calibri',
    offer:
      'Agent d’entretien H/F – EHPAD Les Oliviers, Aubagne\nCDI à temps plein, du lundi au vendredi.\nMissions : entretien des chambres et des espaces communs selon les protocoles d’hygiène, gestion du linge, traçabilité.\nProfil : première expérience en établissement de santé ou hôtellerie, maîtrise des machines (autolaveuse, monobrosse).',
  },
];
