import type { Cv, Headings } from './cv';

/** Ten invented French and Belgian CVs (people, employers, phones and e-mails invented; towns real). */

const H: Headings = {
  profile: 'Profil',
  experience: 'Expériences professionnelles',
  education: 'Formation',
  skills: 'Compétences',
  languages: 'Langues',
  certifications: 'Certifications',
  interests: 'Centres d’intérêt',
};

export const CVS_FR: Cv[] = [
  {
    id: 'cv-fr-infirmiere-bruxelles',
    lang: 'fr',
    set: 'tuning',
    design: 'timeline-dots',
    name: 'Aurélie Vandenplas',
    title: 'Infirmière bachelière en soins généraux',
    contacts: ['+32 471 28 45 90', 'aurelie.vandenplas@example.be', 'Schaerbeek'],
    profile:
      'Infirmière depuis huit ans, en chirurgie puis en soins à domicile. Calme dans l’urgence, attentive à l’éducation du patient et de ses proches.',
    headings: { ...H, experience: 'Parcours', certifications: 'Formations continues' },
    jobs: [
      {
        company: 'Soins Chez Vous ASBL',
        position: 'Infirmière à domicile',
        period: 'depuis 2021',
        place: 'Bruxelles',
        bullets: [
          'Tournée de 18 à 22 patients par jour : pansements complexes, insuline, soins palliatifs',
          'Coordination avec les médecins traitants et les kinésithérapeutes',
          'Encadrement des étudiantes de 3e année',
        ],
      },
      {
        company: 'Clinique Saint-Rémi',
        position: 'Infirmière en chirurgie digestive',
        period: '2017 – 2021',
        place: 'Anderlecht',
        bullets: [
          'Préparation pré-opératoire et suivi post-opératoire de 12 patients',
          'Gestion des drains, voies centrales et alimentation parentérale',
        ],
      },
      {
        company: 'Clinique Saint-Rémi',
        position: 'Infirmière de nuit (pool de remplacement)',
        period: '2016 – 2017',
        place: 'Anderlecht',
        bullets: ['Remplacements dans six unités de soins', 'Administration des traitements et surveillance'],
      },
      {
        company: 'Maison de repos Les Tilleuls',
        position: 'Aide-soignante (job étudiant)',
        period: 'étés 2013 – 2015',
        place: 'Uccle',
        bullets: ['Toilettes, repas et animations pour 40 résidents'],
      },
    ],
    education: [
      {
        degree: 'Bachelier en soins infirmiers',
        institution: 'Haute École Léonard de Vinci',
        period: '2012 – 2016',
        place: 'Bruxelles',
        details: [],
      },
      {
        degree: 'CESS, option sciences',
        institution: 'Athénée royal d’Uccle',
        period: '2012',
        place: null,
        details: [],
      },
    ],
    certifications: ['Plaies et cicatrisation (2022)', 'Soins palliatifs, module de base (2019)'],
    skills: ['Soins techniques', 'Éducation thérapeutique', 'Dossier infirmier informatisé', 'Permis B'],
    languages: ['Français (maternelle)', 'Néerlandais (B2)', 'Anglais (B1)'],
    offer: `Infirmier(ère) en soins à domicile – Croix Bleue de Bruxelles
Temps plein ou 4/5, CDI, secteur Bruxelles-Nord.
Missions :
- soins infirmiers au domicile des patients (pansements, injections, soins palliatifs) ;
- suivi et éducation des patients diabétiques ;
- collaboration avec les médecins généralistes et les autres intervenants du domicile.
Profil :
- bachelier infirmier, visa et numéro INAMI ;
- permis B, voiture de service fournie ;
- bilingue français-néerlandais ou bonne connaissance du néerlandais ;
- autonome, organisé(e), à l’écoute.
Nous offrons : barème IFIC, chèques-repas, formation continue.`,
  },
  {
    id: 'cv-fr-chef-chantier',
    lang: 'fr',
    set: 'tuning',
    design: 'dark-header-two-col',
    name: 'Karim Benhaddou',
    title: 'Chef de chantier gros œuvre',
    contacts: ['06 41 77 20 58', 'k.benhaddou@example.fr', 'Villeurbanne (69)'],
    profile:
      'Quinze ans de chantier, de maçon à chef de chantier. J’organise les équipes, tiens les délais et la sécurité sur des bâtiments jusqu’à R+6.',
    headings: { ...H, experience: 'Expérience', certifications: 'Habilitations', interests: undefined },
    jobs: [
      {
        company: 'Bâtir Rhône Construction',
        position: 'Chef de chantier',
        period: 'De mars 2019 à aujourd’hui',
        place: 'Lyon',
        bullets: [
          'Direction d’équipes de 8 à 15 compagnons et de 3 sous-traitants',
          'Logements collectifs R+6 en béton banché, 4,2 M€ de travaux',
          'Planning hebdomadaire, commandes de béton et d’acier, réception des supports',
        ],
      },
      {
        company: 'Bâtir Rhône Construction',
        position: 'Chef d’équipe maçon',
        period: 'De janvier 2015 à février 2019',
        place: 'Lyon',
        bullets: [
          'Coffrage, ferraillage et coulage des voiles et planchers',
          'Lecture des plans d’exécution',
        ],
      },
      {
        company: 'SARL Maçonnerie Dufour',
        position: 'Maçon qualifié',
        period: 'De 2009 à 2014',
        place: 'Vaulx-en-Velin',
        bullets: [
          'Maisons individuelles et extensions, fondations à la toiture',
          'Pose de parpaings, linteaux et enduits',
        ],
      },
      {
        company: 'Intérim BTP Services',
        position: 'Manœuvre puis aide-maçon',
        period: 'De 2007 à 2009',
        place: 'Lyon',
        bullets: ['Missions sur gros chantiers de la métropole'],
      },
    ],
    education: [
      {
        degree: 'Titre professionnel Chef de chantier gros œuvre',
        institution: 'AFPA Saint-Priest',
        period: '2018',
        place: null,
        details: [],
      },
      {
        degree: 'CAP Maçon',
        institution: 'CFA du BTP de Dardilly',
        period: '2007',
        place: null,
        details: [],
      },
    ],
    certifications: ['CACES R482 catégorie A', 'SST (recyclé en 2023)', 'Montage d’échafaudages R408'],
    skills: ['Lecture de plans', 'Planification', 'Sécurité chantier', 'Métré', 'Autodesk Viewer'],
    languages: ['Français', 'Arabe (courant)'],
    offer: `Chef de chantier gros œuvre (H/F) – Groupe Maubert Bâtiment, Lyon Est
CDI, statut ETAM, véhicule de fonction.
Vous dirigez un chantier de logements collectifs (R+5, 60 logements) :
- encadrement des équipes et des sous-traitants ;
- planification des tâches et commandes de matériaux ;
- respect de la sécurité, de la qualité et des délais ;
- relations avec le conducteur de travaux et le bureau d’études.
Profil : expérience confirmée de chef de chantier ou chef d’équipe en gros œuvre, lecture de plans,
CACES et SST appréciés. Rigueur, sens du terrain et leadership.
Envoyez votre CV et une courte lettre de motivation via notre site carrières.`,
  },
  {
    id: 'cv-fr-juriste-droit-social',
    lang: 'fr',
    set: 'held-out',
    design: 'modern-smallcaps',
    name: 'Hélène Marchetti',
    title: 'Juriste en droit social',
    contacts: ['07 82 14 55 03', 'helene.marchetti@example.fr', 'Marseille 6e'],
    profile:
      'Juriste en droit du travail, passée du cabinet à l’entreprise. Conseil aux managers, contentieux prud’homal, relations avec les représentants du personnel.',
    headings: { ...H, experience: 'Expérience professionnelle', certifications: undefined },
    jobs: [
      {
        company: 'Groupe Méditerranée Logistique',
        position: 'Juriste droit social senior',
        period: 'sept. 2021 – aujourd’hui',
        place: 'Marseille',
        bullets: [
          'Conseil aux RH et aux managers de 14 sites (2 300 salariés)',
          'Suivi de 35 dossiers prud’homaux par an avec les avocats',
          'Négociation de l’accord sur le temps de travail de 2023',
        ],
      },
      {
        company: 'Groupe Méditerranée Logistique',
        position: 'Juriste droit social',
        period: 'janv. 2019 – août 2021',
        place: 'Marseille',
        bullets: [
          'Rédaction des contrats, avenants et procédures disciplinaires',
          'Veille juridique mensuelle pour le CSE',
        ],
      },
      {
        company: 'Cabinet Arnaud & Sellier Avocats',
        position: 'Juriste collaboratrice',
        period: 'oct. 2016 – déc. 2018',
        place: 'Aix-en-Provence',
        bullets: [
          'Préparation des conclusions et des audiences prud’homales',
          'Audits sociaux lors de rachats d’entreprises',
        ],
      },
      {
        company: 'Inspection du travail des Bouches-du-Rhône',
        position: 'Stagiaire',
        period: 'avr. – sept. 2016',
        place: 'Marseille',
        bullets: ['Analyse de saisines et préparation de contrôles en entreprise'],
      },
    ],
    education: [
      {
        degree: 'Master 2 Droit social',
        institution: 'Aix-Marseille Université',
        period: '2016',
        place: null,
        details: ['Mémoire : le forfait-jours après la loi Travail'],
      },
      {
        degree: 'Licence de droit',
        institution: 'Université de Corse',
        period: '2014',
        place: 'Corte',
        details: [],
      },
    ],
    certifications: [],
    skills: ['Droit du travail', 'Contentieux prud’homal', 'Négociation collective', 'Lexis 360', 'Dalloz'],
    languages: ['Français', 'Italien (courant)', 'Anglais (B2)'],
    offer: `Juriste droit social H/F – Transports Azur & Cie, siège de Marseille
CDI, rattaché(e) à la directrice juridique.
Missions :
- conseiller les RH et les managers sur toutes les questions de droit du travail ;
- piloter les contentieux prud’homaux avec nos avocats ;
- participer aux négociations avec les organisations syndicales ;
- assurer la veille juridique et former les managers.
Profil : Master 2 en droit social, 5 ans d’expérience en entreprise ou en cabinet,
sens de la pédagogie, anglais professionnel apprécié.
Envoyez votre CV et une courte lettre de motivation via notre site carrières.`,
  },
  {
    id: 'cv-fr-educateur-specialise',
    lang: 'fr',
    set: 'tuning',
    design: 'icon-rail',
    name: 'Thomas Lefèvre-Nguyen',
    title: 'Éducateur spécialisé',
    contacts: ['06 12 93 48 70', 'thomas.lefevre@example.fr', 'Lille (59)'],
    profile:
      'Éducateur spécialisé auprès d’adolescents en protection de l’enfance puis d’adultes en situation de handicap. Travail en équipe pluridisciplinaire et avec les familles.',
    headings: { ...H, experience: 'Expérience', certifications: undefined },
    jobs: [
      {
        company: 'Foyer d’accueil médicalisé Les Peupliers',
        position: 'Éducateur spécialisé',
        period: 'De septembre 2020 à aujourd’hui',
        place: 'Villeneuve-d’Ascq',
        bullets: [
          'Référent du projet personnalisé de 7 résidents adultes autistes',
          'Ateliers d’autonomie : cuisine, transports, gestion d’un budget',
          'Liens avec les familles et les tuteurs',
        ],
      },
      {
        company: 'Maison d’enfants à caractère social Saint-Exupéry',
        position: 'Éducateur spécialisé',
        period: 'De janvier 2016 à juin 2020',
        place: 'Roubaix',
        bullets: [
          'Accompagnement de 10 adolescents placés par l’ASE',
          'Écrits professionnels : rapports de situation au juge des enfants',
        ],
      },
      {
        company: 'Association Sauvegarde du Nord',
        position: 'Moniteur éducateur en remplacement',
        period: 'De mars 2014 à décembre 2015',
        place: 'Lille',
        bullets: ['Prévention spécialisée dans le quartier de Fives'],
      },
      {
        company: 'Centre social Arc-en-ciel',
        position: 'Animateur périscolaire (temps partiel, pendant les études)',
        period: 'De 2011 à 2014',
        place: 'Lille',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'Diplôme d’État d’éducateur spécialisé',
        institution: 'IRTS Hauts-de-France',
        period: '2015',
        place: 'Loos',
        details: [],
      },
      { degree: 'BAFA', institution: null, period: '2010', place: null, details: [] },
    ],
    certifications: [],
    skills: ['Projet personnalisé', 'Médiation', 'Écrits professionnels', 'Gestion de crise', 'Makaton'],
    languages: ['Français', 'Vietnamien (oral)', 'Anglais (scolaire)'],
    interests: ['Escalade', 'théâtre d’improvisation'],
    offer: `Éducateur spécialisé (H/F) – Association Les Chemins, Tourcoing
CDI temps plein, Convention collective 66.
Au sein d’un foyer de vie pour adultes en situation de handicap, vous :
- élaborez et suivez les projets personnalisés des résidents ;
- animez des activités favorisant l’autonomie et l’inclusion ;
- travaillez avec les familles, les tuteurs et l’équipe médicale ;
- rédigez les écrits professionnels.
Profil : DEES exigé, expérience auprès de personnes autistes appréciée, permis B.
Horaires d’internat, un week-end sur trois.
Envoyez votre CV et une courte lettre de motivation via notre site carrières.`,
  },
  {
    id: 'cv-fr-ingenieur-methodes',
    lang: 'fr',
    set: 'tuning',
    design: 'ats-plain',
    name: 'Julien Roussel',
    title: 'Ingénieur méthodes industrialisation',
    contacts: ['06 58 02 11 94', 'julien.roussel@example.com', 'Toulouse', 'Permis B'],
    profile:
      'Ingénieur méthodes en aéronautique. Industrialisation de pièces usinées, amélioration continue et accompagnement des ateliers, du prototype à la série.',
    headings: {
      ...H,
      profile: 'Résumé',
      experience: 'EXPÉRIENCE',
      education: 'FORMATION',
      skills: 'COMPÉTENCES',
      languages: 'LANGUES',
      certifications: 'CERTIFICATIONS',
    },
    jobs: [
      {
        company: 'Aérostructures Garonne',
        position: 'Ingénieur méthodes',
        period: '01/2020 - aujourd’hui',
        place: 'Blagnac',
        bullets: [
          'Industrialisation de 40 références de pièces en aluminium et titane',
          'Gammes de fabrication et programmes d’usinage validés avec les régleurs',
          'Réduction de 18 % du temps de cycle sur la ligne des ferrures',
        ],
      },
      {
        company: 'Occitanie Usinage',
        position: 'Technicien méthodes',
        period: '09/2016 - 12/2019',
        place: 'Colomiers',
        bullets: [
          'Chiffrage des devis et rédaction des fiches d’instruction',
          'Suivi des non-conformités (8D)',
        ],
      },
      {
        company: 'Occitanie Usinage',
        position: 'Apprenti ingénieur',
        period: '09/2013 - 08/2016',
        place: 'Colomiers',
        bullets: ['Projet de fin d’études : implantation d’un îlot de production en flux tiré'],
      },
    ],
    education: [
      {
        degree: 'Diplôme d’ingénieur en génie mécanique (apprentissage)',
        institution: 'ICAM Toulouse',
        period: '2016',
        place: null,
        details: [],
      },
      {
        degree: 'DUT Génie mécanique et productique',
        institution: 'IUT Paul Sabatier',
        period: '2013',
        place: 'Toulouse',
        details: [],
      },
    ],
    certifications: ['Green Belt Lean Six Sigma (2021)'],
    skills: ['CATIA V5', 'TopSolid', 'Lean manufacturing', 'AMDEC', 'SAP PP'],
    languages: ['Français', 'Anglais (TOEIC 885)', 'Espagnol (B1)'],
    offer: `Ingénieur Méthodes Usinage H/F – Précimeca Aéro, Toulouse (31)
CDI, cadre.
Vous rejoignez le service industrialisation de notre usine de pièces de structure.
Missions :
- industrialiser les nouvelles pièces (gammes, outillages, programmes) ;
- améliorer les temps de cycle et la qualité en atelier ;
- traiter les non-conformités avec la qualité ;
- suivre les indicateurs de performance.
Profil : ingénieur mécanique, 3 à 5 ans d’expérience en méthodes, CATIA V5 et FAO, Lean.
Anglais technique indispensable.`,
  },
  {
    id: 'cv-fr-cuisinier',
    lang: 'fr',
    set: 'held-out',
    design: 'css-grid-reversed',
    name: 'Baptiste Morvan',
    title: 'Chef de partie',
    contacts: ['06 33 70 81 26', 'baptiste.morvan@example.fr', 'Nantes'],
    profile:
      'Cuisinier formé en brasserie et en restaurant gastronomique. Passionné par les produits de saison et le travail du poisson.',
    headings: {
      ...H,
      profile: 'À propos',
      experience: 'Expériences',
      certifications: undefined,
      interests: 'Loisirs',
    },
    jobs: [
      {
        company: 'Restaurant L’Estran',
        position: 'Chef de partie poisson',
        period: 'depuis avril 2022',
        place: 'Nantes',
        bullets: [
          'Brigade de 9 cuisiniers, 60 couverts midi et soir',
          'Découpe et cuisson des poissons de criée',
          'Mise en place et fiches techniques',
        ],
      },
      {
        company: 'Hôtel du Golfe',
        position: 'Commis de cuisine (saisons)',
        period: 'saisons 2020 et 2021',
        place: 'Arzon',
        bullets: ['Garde-manger et pâtisserie pour 120 couverts'],
      },
      {
        company: 'Brasserie Le Commerce',
        position: 'Commis puis cuisinier',
        period: '2017 – 2020',
        place: 'Rennes',
        bullets: ['Plats du jour, sauces et fonds', 'Réception des marchandises et contrôle HACCP'],
      },
    ],
    education: [
      {
        degree: 'Bac pro Cuisine',
        institution: 'Lycée hôtelier Sainte-Anne',
        period: '2017',
        place: 'Saint-Nazaire',
        details: [],
      },
    ],
    certifications: [],
    skills: ['Poissons et crustacés', 'Sauces', 'HACCP', 'Gestion des stocks', 'Pâtisserie'],
    languages: ['Français', 'Anglais (service)'],
    interests: ['Pêche en mer', 'voile'],
    offer: `Chef de partie (H/F) – Restaurant La Marée Haute, Pornic
CDI 39 h, deux jours de repos consécutifs, logement possible en saison.
Cuisine de la mer, produits locaux, 70 couverts.
Vos missions :
- tenir votre poste (poisson ou chaud) pendant le service ;
- assurer la mise en place et le respect des fiches techniques ;
- encadrer un commis ;
- veiller à l’hygiène (HACCP) et à la rotation des stocks.
Profil : CAP ou bac pro cuisine, 3 ans d’expérience dont une en restaurant de qualité.
Envoyez votre CV et une courte lettre de motivation via notre site carrières.`,
  },
  {
    id: 'cv-fr-professeure-ecoles',
    lang: 'fr',
    set: 'tuning',
    design: 'docx-headings-2col',
    name: 'Camille Dubreuil',
    title: 'Professeure des écoles',
    contacts: ['06 27 45 19 82', 'camille.dubreuil@example.fr', 'Poitiers'],
    profile:
      'Professeure des écoles depuis 2016, en maternelle puis en cycle 3 et en classe multi-niveaux rurale. Pédagogie de projet, lecture et sciences.',
    headings: { ...H, experience: 'Expérience d’enseignement', certifications: undefined },
    jobs: [
      {
        company: 'École élémentaire Jules-Ferry',
        position: 'Professeure des écoles, CM1-CM2',
        period: 'De septembre 2020 à aujourd’hui',
        place: 'Poitiers',
        bullets: [
          'Classe de 26 élèves, projet « classe dehors » avec le parc de Blossac',
          'Coordination du cycle 3 avec le collège du secteur',
        ],
      },
      {
        company: 'École de Saint-Martin-l’Ars',
        position: 'Professeure des écoles, classe unique',
        period: 'De septembre 2018 à juillet 2020',
        place: 'Vienne (86)',
        bullets: [
          'Classe de 17 élèves de la grande section au CM2',
          'Correspondance scolaire et projet potager',
        ],
      },
      {
        company: 'École maternelle Les Sablons',
        position: 'Professeure des écoles stagiaire puis titulaire',
        period: 'De septembre 2016 à juillet 2018',
        place: 'Châtellerault',
        bullets: ['Petite et moyenne sections, ateliers de langage'],
      },
    ],
    education: [
      {
        degree: 'Master MEEF premier degré',
        institution: 'INSPÉ de Poitiers',
        period: '2016',
        place: null,
        details: [],
      },
      {
        degree: 'Licence de sciences de la vie',
        institution: 'Université de Poitiers',
        period: '2014',
        place: null,
        details: [],
      },
    ],
    certifications: [],
    skills: [
      'Différenciation',
      'Pédagogie de projet',
      'ENT et TBI',
      'Accueil d’élèves à besoins particuliers',
    ],
    languages: ['Français', 'Anglais (B2, habilitation langue vivante)'],
    offer: `Directrice ou directeur d’école – poste à profil, circonscription de Poitiers-Sud
École élémentaire de 6 classes, décharge de direction d’un quart.
Missions :
- enseigner en cycle 3 ;
- animer l’équipe pédagogique et le conseil d’école ;
- assurer le lien avec la mairie, les familles et le collège de secteur ;
- porter le projet d’école (sciences, éducation à l’environnement).
Profil : professeur(e) des écoles titulaire, expérience du cycle 3 et des classes multi-niveaux,
goût du travail en équipe et des projets.
Envoyez votre CV et une courte lettre de motivation via notre site carrières.`,
  },
  {
    id: 'cv-fr-cariste',
    lang: 'fr',
    set: 'tuning',
    design: 'docx-job-table',
    name: 'Sébastien Hoarau',
    title: 'Cariste – préparateur de commandes',
    contacts: ['07 60 38 92 14', 'seb.hoarau@example.fr', 'Cergy (95)'],
    profile:
      'Cariste polyvalent, habitué aux entrepôts de la grande distribution et du e-commerce. Fiable, ponctuel, à l’aise avec les scanners et les objectifs de productivité.',
    headings: { ...H, profile: 'Résumé', experience: 'Expériences', certifications: 'Permis et CACES' },
    jobs: [
      {
        company: 'Entrepôt ColiVal',
        position: 'Cariste réception',
        period: 'depuis juin 2022',
        place: 'Saint-Ouen-l’Aumône',
        bullets: [
          'Déchargement des camions et contrôle des livraisons',
          'Mise en stock sur racks de 10 m',
          'Inventaires tournants sur terminal',
        ],
      },
      {
        company: 'Manpower (missions d’intérim)',
        position: 'Préparateur de commandes',
        period: '2019 – 2022',
        place: 'Gonesse',
        bullets: ['Préparation vocale en froid positif', 'Cadence moyenne de 180 colis par heure'],
      },
      {
        company: 'Leader Price Saint-Denis',
        position: 'Employé libre-service',
        period: '2014 – 2017',
        place: 'La Réunion',
        bullets: ['Mise en rayon et réception des livraisons'],
      },
    ],
    education: [
      {
        degree: 'CAP Opérateur logistique',
        institution: 'Lycée Jean-Perrin',
        period: '2014',
        place: 'Saint-André',
        details: [],
      },
    ],
    certifications: ['Permis B', 'CACES R489 catégories 1, 3 et 5', 'SST'],
    skills: [
      'Chariots frontaux et rétractables',
      'Scanner et WMS',
      'Préparation vocale',
      'Gestes et postures',
    ],
    languages: ['Français', 'Créole réunionnais'],
    notes: 'A gap from 2017 to 2019 (move from La Réunion) is left unexplained, as the author did.',
    offer: `Cariste H/F – Plateforme Logistique du Vexin, Cergy-Pontoise
CDI, horaires en 2x8, prime de productivité.
Missions :
- déchargement et chargement des camions ;
- mise en stock et réapprovisionnement en hauteur ;
- contrôle des réceptions et saisie dans le WMS ;
- participation aux inventaires.
Profil : CACES R489 catégories 3 et 5 en cours de validité, expérience en entrepôt,
rigueur et respect des consignes de sécurité.
Envoyez votre CV et une courte lettre de motivation via notre site carrières.`,
  },
  {
    id: 'cv-fr-responsable-magasin',
    lang: 'fr',
    set: 'tuning',
    design: 'docx-textbox-sidebar',
    name: 'Nadia Chérif',
    title: 'Responsable de magasin – prêt-à-porter',
    contacts: ['+32 478 61 20 47', 'nadia.cherif@example.be', 'Liège'],
    profile:
      'Dix ans dans la vente de mode, de vendeuse à responsable de boutique. Je fais grandir le chiffre d’affaires en formant des équipes qui aiment le client.',
    headings: {
      ...H,
      profile: 'Profil',
      experience: 'Expérience',
      certifications: undefined,
      interests: 'Loisirs',
    },
    jobs: [
      {
        company: 'Maison Lorette',
        position: 'Responsable de magasin',
        period: 'mars 2021 – aujourd’hui',
        place: 'Liège, Médiacité',
        bullets: [
          'Équipe de 6 vendeuses, CA annuel de 1,3 M€ (+12 % en 2023)',
          'Plannings, recrutement et formation',
          'Merchandising selon les consignes du siège',
        ],
      },
      {
        company: 'Maison Lorette',
        position: 'Adjointe de la responsable',
        period: 'janv. 2019 – févr. 2021',
        place: 'Liège, Médiacité',
        bullets: ['Ouverture et fermeture de caisse, gestion des réserves'],
      },
      {
        company: 'Boutique Élan',
        position: 'Vendeuse conseil',
        period: 'sept. 2014 – déc. 2018',
        place: 'Namur',
        bullets: ['Conseil client et retouches', 'Meilleure vendeuse du réseau en 2017'],
      },
      {
        company: 'Carrefour Market Jambes',
        position: 'Caissière (job étudiant)',
        period: '2012 – 2014',
        place: 'Namur',
        bullets: [],
      },
    ],
    education: [
      { degree: 'Bachelier en marketing', institution: 'HEPL', period: '2014', place: 'Liège', details: [] },
    ],
    certifications: [],
    skills: ['Management d’équipe', 'Merchandising', 'Analyse des ventes', 'Caisse Cegid'],
    languages: ['Français', 'Arabe', 'Néerlandais (B1)'],
    interests: ['Couture', 'course à pied'],
    offer: `Responsable de boutique (H/F) – Atelier Nova, Liège centre
Contrat à durée indéterminée, temps plein.
Vous êtes responsable de la performance commerciale de la boutique :
- animation et formation d’une équipe de 5 personnes ;
- suivi des indicateurs de vente et actions correctrices ;
- gestion des stocks, des livraisons et du merchandising ;
- service client irréprochable.
Profil : expérience de 3 ans minimum en gestion de magasin de mode, leadership, sens du chiffre,
français et néerlandais ou anglais.
Envoyez votre CV et une courte lettre de motivation via notre site carrières.`,
  },
  {
    id: 'cv-fr-agente-proprete',
    lang: 'fr',
    set: 'held-out',
    design: 'docx-hanging-dates',
    name: 'Fatoumata Diallo',
    title: 'Agente de propreté et d’hygiène',
    contacts: ['06 94 27 13 58', 'fatoumata.diallo@example.fr', 'Créteil (94)'],
    profile:
      'Agente de propreté expérimentée en bureaux, hôpital et milieu scolaire. Rigoureuse sur les protocoles et les produits, autonome sur les horaires décalés.',
    headings: { ...H, experience: 'Expériences professionnelles', certifications: 'Habilitations' },
    jobs: [
      {
        company: 'Net’Pro Services',
        position: 'Agente de propreté en milieu hospitalier',
        period: 'De février 2020 à aujourd’hui',
        place: 'Hôpital Henri-Mondor, Créteil',
        bullets: [
          'Bionettoyage des chambres et des blocs selon les protocoles',
          'Gestion des déchets d’activités de soins',
          'Traçabilité sur tablette',
        ],
      },
      {
        company: 'Ville de Créteil',
        position: 'Agente d’entretien des écoles (contractuelle)',
        period: 'De septembre 2016 à janvier 2020',
        place: null,
        bullets: ['Entretien de deux groupes scolaires', 'Service à la cantine'],
      },
      {
        company: 'Clean Bureau',
        position: 'Agente de nettoyage de bureaux (temps partiel, en parallèle)',
        period: 'De 2017 à 2019',
        place: 'Ivry-sur-Seine',
        bullets: ['Nettoyage de plateaux de bureaux tôt le matin', 'Autolaveuse et monobrosse'],
      },
    ],
    education: [
      {
        degree: 'CAP Agent de propreté et d’hygiène',
        institution: 'GRETA 94',
        period: '2016',
        place: null,
        details: [],
      },
    ],
    certifications: ['Habilitation électrique H0B0', 'Formation bionettoyage en milieu hospitalier (2020)'],
    skills: ['Bionettoyage', 'Autolaveuse', 'Monobrosse', 'Produits et dosages', 'Travail en équipe'],
    languages: ['Français', 'Peul', 'Bambara'],
    offer: `Agent(e) de propreté en milieu hospitalier – Hygiena Santé, Val-de-Marne
CDI 35 h, horaires 6 h – 13 h, mutuelle et prime d’assiduité.
Missions :
- bionettoyage des chambres, des circulations et des locaux techniques ;
- application stricte des protocoles d’hygiène et de la traçabilité ;
- évacuation des déchets selon les filières (DASRI) ;
- utilisation de matériel mécanisé (autolaveuse).
Profil : CAP APH ou expérience équivalente, connaissance du milieu hospitalier appréciée,
ponctualité et discrétion.
Envoyez votre CV et une courte lettre de motivation via notre site carrières.`,
  },
];
