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
});
