/**
 * Place words that a job ad names and that are never a requirement (D11: "a job seeker is never shown … a town as
 * a keyword"), folded. Ads name their own town in the header and the location part, which the engine reads as
 * places whatever they are (job/find-offer-names.ts); this list is for places named elsewhere in the text
 * ("échanges avec notre équipe de Bruxelles", "working closely with the group brand team in Copenhagen"):
 * countries, regions and the large cities of the countries the product serves and of the usual head offices,
 * with their French, English and Dutch names, and the adjectives of nationality (not the language names:
 * "Dutch" and "French" are skills).
 */
const words = (line: string) => line.split(' ');

export const PLACE_WORDS: ReadonlySet<string> = new Set([
  // countries and groups of countries
  ...words('france belgique belgium belgie luxembourg luxemburg suisse switzerland zwitserland nederland'),
  ...words('netherlands pays-bas holland allemagne germany duitsland espagne spain spanje italie italy'),
  ...words('royaume-uni uk england angleterre engeland ireland irlande ierland portugal danemark denmark'),
  ...words('denemarken suede sweden zweden norvege norway noorwegen pologne poland polen usa etats-unis'),
  ...words('canada quebec europe europa emea apac benelux dach nordics americas amerique worldwide'),
  // regions
  ...words('wallonie wallonia wallonie flandre flanders vlaanderen bruxelles-capitale ile-de-france idf'),
  ...words('auvergne-rhone-alpes occitanie bretagne normandie provence alsace gironde aquitaine'),
  ...words('zuid-holland noord-holland zeeland utrecht brabant noord-brabant limburg gelderland friesland'),
  ...words('groningen overijssel drenthe flevoland randstad antwerpen-provincie california texas'),
  // cities elsewhere that CVs name beside an employer ('Barclays — London', 'HSBC — Birmingham')
  ...words('birmingham edinburgh glasgow bristol leeds liverpool cambridge oxford'),
  ...words('cologne koln dusseldorf stuttgart wien'),
  ...words('lausanne basel barcelone milano roma turin porto'),
  ...words('krakow budapest athens athenes'),
  ...words('atlanta dallas houston miami vancouver'),
  ...words('singapour melbourne dubai mumbai'),
  // cities
  ...words('paris lyon marseille toulouse bordeaux lille nantes strasbourg montpellier rennes grenoble'),
  ...words('villeurbanne boulogne-billancourt nanterre la-defense sophia-antipolis'),
  ...words('bruxelles brussels brussel anvers antwerp antwerpen gand ghent gent liege luik namur charleroi'),
  ...words('louvain leuven mons bergen ixelles elsene mechelen hasselt brugge bruges'),
  ...words('amsterdam rotterdam den haag the hague la haye eindhoven groningen tilburg almere breda'),
  ...words('nijmegen arnhem delft leiden haarlem zwolle maastricht amersfoort enschede'),
  ...words('london londres londen manchester dublin berlin berlijn munich munchen hamburg frankfurt'),
  ...words('madrid barcelona lisbon lisbonne milan milaan rome copenhagen copenhague kopenhagen stockholm'),
  ...words('oslo helsinki warsaw varsovie zurich geneva geneve vienna vienne prague prag'),
  ...words('new york san francisco los angeles seattle austin boston chicago denver toronto montreal'),
  ...words('singapore tokyo sydney bangalore'),
  // the nations, counties and towns of the UK and Ireland, the French regions and towns, the Belgian provinces and
  // towns, the Dutch towns a trade's ads name beside a site or a client (not those that are words too: Reading,
  // Bath, Nice, Tours)
  ...words(
    'wales scotland ecosse schotland cymru yorkshire lancashire kent essex surrey sussex devon cornwall',
  ),
  ...words('midlands cheshire somerset norfolk suffolk hampshire berkshire oxfordshire leicestershire'),
  ...words(
    'sheffield nottingham leicester newcastle cardiff swansea belfast aberdeen southampton portsmouth',
  ),
  ...words('brighton plymouth coventry bradford derby wolverhampton sunderland stoke exeter york'),
  ...words('cork galway limerick waterford kilkenny kerry donegal sligo wexford wicklow kildare meath louth'),
  ...words(
    'hauts-de-france grand-est bourgogne franche-comte centre-val pays-de-la-loire nouvelle-aquitaine',
  ),
  ...words('loire-atlantique vendee hainaut brabant-wallon vlaams-brabant oost-vlaanderen west-vlaanderen'),
  // the overseas regions ('Leader Hyper Saint-Pierre – La Réunion': where, not who; not 'réunion' alone, a meeting)
  ...['la reunion', 'guadeloupe', 'martinique', 'guyane', 'mayotte'],
  ...words('toulon reims saint-etienne angers dijon brest limoges clermont-ferrand amiens metz nancy rouen'),
  ...words('caen orleans perpignan besancon poitiers la-rochelle mulhouse avignon colomiers merignac'),
  ...words('kortrijk courtrai aalst alost sint-niklaas genk roeselare oostende ostende turnhout lokeren'),
  ...words('dordrecht zoetermeer apeldoorn den-bosch alkmaar leeuwarden deventer venlo hilversum amstelveen'),
  // adjectives of nationality and of region
  ...words('belgian belge belgische parisien parisienne lyonnais european europeen europese british irish'),
  ...words('american americain amerikaanse international internationale internationaal national nationale'),
]);
