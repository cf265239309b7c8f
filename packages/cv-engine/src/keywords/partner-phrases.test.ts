import { describe, expect, it } from 'vitest';
import { fold } from '../text/fold';
import { extractJobTerms } from './extract-job-terms';

/** The partners a duty names are the job's setting, not its requirements (data/partner-phrases.ts; issue 24). */
const shown = (offer: string) => extractJobTerms(offer).map((t) => fold(t.word));

describe('a duty’s partners are no requirement', () => {
  it('French: "collaborer avec" and the partner after "et"', () => {
    const terms = shown(
      'Gardien de la paix\n\nVotre fonction\n- Rédiger des rapports d’incident\n- Collaborer avec la zone de police et les éducateurs de rue\n\nVotre profil\n- Permis B\n- CESS\n- Gestion de conflits\n',
    );
    expect(terms.some((t) => t.startsWith('rapports'))).toBe(true);
    expect(terms.filter((t) => /police|educateurs/.test(t))).toEqual([]);
  });

  it('English: "liaise with" and "work closely with"', () => {
    const terms = shown(
      'Estates Officer\n\nKey responsibilities\n- Carry out stock condition surveys\n- Liaise with contractors and building control officers\n- Work closely with the asset management team\n\nEssential\n- NEBOSH General Certificate\n- CSCS card\n',
    );
    expect(terms.some((t) => t.includes('stock condition surveys'))).toBe(true);
    expect(terms.filter((t) => /contractors|building control|asset management/.test(t))).toEqual([]);
  });

  it('the people a service is for are no term of their own ("safeguard children", "informer les citoyens")', () => {
    const en = shown(
      'Early Years Practitioner\n\nYour responsibilities\n• Safeguard children and follow child protection procedures\n\nEssential\n- Level 3 Early Years Educator\n- Paediatric First Aid\n',
    );
    expect(en).not.toContain('children');
    const fr = shown(
      'Gardien de la paix\n\nVotre fonction\n- Sensibiliser et informer les citoyens\n\nVotre profil\n- Permis B\n- CESS\n- Gestion de conflits\n',
    );
    expect(fr).not.toContain('citoyens');
  });

  it('English: the department a duty hands its work over to, and "good with figures"', () => {
    const terms = shown(
      'Night Auditor\n\nKey responsibilities\n- Prepare the daily revenue report and pass over to the Front Office Manager and accounts\n\nAbout you\n- Working knowledge of Opera PMS\n- Good with figures, cash handling and end-of-day reconciliation\n',
    );
    expect(terms).toContain('cash handling');
    expect(terms.filter((t) => /^(?:accounts|figures)$/.test(t))).toEqual([]);
  });

  it('Dutch: "samenwerken met" and the partner after "en"', () => {
    const terms = shown(
      'Docent NT2\n\nWat ga je doen?\n• Lesgeven aan volwassen anderstaligen\n• Samenwerken met gemeenten en contactpersonen van werkgevers\n\nWat vragen wij?\n• Een afgeronde lerarenopleiding\n• Kennis van het ERK\n',
    );
    expect(terms).toContain('erk');
    expect(terms.filter((t) => /gemeenten|contactpersonen/.test(t))).toEqual([]);
  });

  it('the staff a duty trains and the managers the employer works with are people, not teamwork nor leadership', () => {
    const fr = shown(
      'Juriste DPO\n\nVos responsabilités\n• Tenir le registre des traitements\n• Sensibiliser et former les collaborateurs\n\nProfil\n• Master 2 en droit du numérique\n',
    );
    expect(fr).toContain('registre des traitements');
    expect(fr).not.toContain('collaborateurs');
    const nl = shown(
      'Verzuimcoördinator\n\nHet verzuim in de zorg is hoog, en wij willen dat samen met leidinggevenden omlaag brengen.\n\nWat ga je doen?\n• Je werkt met XMS als verzuimregistratiesysteem\n\nWat vragen wij?\n• Kennis van de Wet verbetering poortwachter\n• Een afgeronde hbo-opleiding\n',
    );
    expect(nl).toContain('xms');
    expect(nl).not.toContain('leidinggevenden');
  });
});
