import { describe, expect, it } from 'vitest';
import { fold } from '../text/fold';
import { extractJobTerms } from './extract-job-terms';

const shown = (offer: string) => extractJobTerms(offer).map((t) => fold(t.word));

describe('readClauseTerms: the products a duty names in brackets (issue 24)', () => {
  it('reads the products listed in brackets after a duty’s noun, not the places', () => {
    const terms = shown(
      [
        'Administrateur systèmes Linux',
        '',
        'Tes missions',
        '➤ Administrer un parc de serveurs Linux (Debian, Rocky)',
        '➤ Gérer la virtualisation (Proxmox VE) et le stockage (Ceph)',
        '➤ Intervenir sur nos sites (Liège, Namur)',
        '',
        'Ton profil',
        '✔ Scripting Bash',
        '✔ Certification RHCSA',
      ].join('\n'),
    );
    expect(terms).toEqual(expect.arrayContaining(['debian', 'ceph']));
    expect(terms.filter((t) => /liege|namur/.test(t))).toEqual([]);
  });

  it('reads what a language is for, in brackets after it, as no requirement, however the language is qualified', () => {
    const terms = shown(
      'Juriste DPO\n\nProfil\n- Master 2 en droit du numérique\n- Anglais lu et écrit (contrats avec des prestataires internationaux)\n- Registre des traitements\n',
    );
    expect(terms.filter((t) => /prestataires|contrats/.test(t))).toEqual([]);
    expect(terms.some((t) => t.includes('anglais'))).toBe(true);
  });
});
