import { describe, expect, it } from 'vitest';
import { planFor } from '../__fixtures__/plan-for';
import { applyChanges } from '../document/apply-changes';

const cv = (skills: string[]) =>
  [
    'Declan O’Rourke',
    'Electrician',
    'declan@example.com',
    'Experience',
    'Electrician — Aire Valley Electrical | Jun 2018 – Present',
    '• Fault finding and inspection and testing on commercial fit-outs',
    'Tickets',
    '18th Edition Wiring Regulations BS 7671:2018',
    'Skills',
    ...skills,
  ].join('\n');
const offer = [
  'Commercial Electrician',
  'Requirements',
  '- 18th Edition and Inspection and Testing required',
  '- Fault finding',
].join('\n');

describe('must-haves the CV proves lower down, brought into its skills (issue 23)', () => {
  it('adds each one to a skills section of one item a line, with the line that proves it', () => {
    const surfaced = planFor(cv(['EV charger installation', 'Fire alarm systems']), offer).of(
      'skill_surfaced',
    );
    expect(surfaced.map((c) => c.after)).toEqual(
      expect.arrayContaining(['18th Edition', 'Inspection and testing']),
    );
    const edition = surfaced.find((c) => c.after === '18th Edition')!;
    expect(edition).toMatchObject({ section: 'skills', before: '' });
    expect(edition.evidence).toEqual(['18th Edition Wiring Regulations BS 7671:2018']);
  });

  it('writes one line of them all in a skills section that lists its items', () => {
    const surfaced = planFor(cv(['Tools: multimeter, thermal camera']), offer).of('skill_surfaced');
    expect(surfaced).toHaveLength(1);
    expect(surfaced[0]!.after.split(', ')).toEqual(expect.arrayContaining(['18th Edition']));
  });

  it('does not bring what the skills already name', () => {
    const surfaced = planFor(cv(['18th Edition', 'Inspection and testing', 'Fault finding']), offer).of(
      'skill_surfaced',
    );
    expect(surfaced).toEqual([]);
  });

  it('is a line of its own the user may reject', () => {
    const text = cv(['Fire alarm systems']);
    const changes = planFor(text, offer).plan.changes;
    const accepted = applyChanges(text, changes);
    const rejected = applyChanges(
      text,
      changes.filter((c) => c.kind !== 'skill_surfaced'),
    );
    expect(accepted.split('\n').slice(accepted.split('\n').indexOf('SKILLS'))).toContain('18th Edition');
    expect(rejected.split('\n').slice(rejected.split('\n').indexOf('SKILLS'))).not.toContain('18th Edition');
  });

  it('writes the offer’s spelling of a must-have the CV names otherwise beside the CV’s words', () => {
    const chef = [
      'Maëlle Kerbrat',
      'Cheffe de cuisine',
      'Parcours',
      'Cheffe de cuisine — Le Goéland | 2019 – aujourd’hui',
      '• Ratio coût matière ramené de 34 % à 29 % grâce aux fiches techniques',
      'Savoir-faire',
      'Cuisine de saison',
    ].join('\n');
    const headChef = [
      'Head Chef',
      'About you',
      '- Menu costing and stock control',
      '- Level 3 Food Safety certificate',
    ].join('\n');
    const surfaced = planFor(chef, headChef, { targetLanguage: 'english' })
      .of('skill_surfaced')
      .map((c) => c.after);
    expect(surfaced).toContain('Menu costing (coût matière)');
    // a certificate level the CV does not state is not the CV's to claim
    expect(surfaced.join(' ')).not.toMatch(/Level 3/i);
  });

  it('brings the offer’s words for a must-have the profile says otherwise, and an acronym the offer asks for', () => {
    const text = [
      'Sam Lee',
      'Marketing Manager',
      'Profile',
      'Data-driven marketer of consumer brands.',
      'Experience',
      'Marketing Manager — Acme | Jan 2019 – Present',
      '• Lifted marketing ROI by 17% with marketing-mix modelling',
      'Skills',
      'Brand strategy, pricing',
    ].join('\n');
    const job = ['Marketing Manager', 'Requirements', '- Strong analytical skills', '- ROI required'].join(
      '\n',
    );
    const surfaced = planFor(text, job).of('skill_surfaced');
    const written = surfaced.flatMap((c) => c.after.split(', '));
    expect(written).toEqual(expect.arrayContaining(['ROI']));
    expect(written.some((w) => /^analytical skills \(Data-driven\)$/i.test(w))).toBe(true);
  });

  it('brings a language the offer asks for from the CV’s languages line, whatever the CV is written in', () => {
    const text = [
      'Sanne de Vries',
      'Data-analist',
      'Werkervaring',
      'Data-analist — Lindeboom | apr. 2021 – heden',
      '• Dashboards in Power BI voor 40 winkels',
      'Vaardigheden',
      'SQL, Python, Power BI',
      'Talen',
      'Nederlands — moedertaal · Engels — vloeiend (C1)',
    ].join('\n');
    const job = ['Data-analist', 'Wat vragen we', '- Je spreekt vloeiend Nederlands en Engels', '- SQL'].join(
      '\n',
    );
    const surfaced = planFor(text, job).of('skill_surfaced');
    expect(surfaced.flatMap((c) => c.after.split(', '))).toEqual(expect.arrayContaining(['Nederlands']));
    expect(surfaced[0]!.evidence).toEqual(['Nederlands — moedertaal · Engels — vloeiend (C1)']);
  });

  it('adds them at the end of a skills section that is one list line, with its separator', () => {
    const text = cv(['Cable pulling | Conduit bending | Fault finding']);
    const [surfaced, ...others] = planFor(text, offer).of('skill_surfaced');
    expect(others).toEqual([]);
    expect(surfaced).toMatchObject({ before: 'Cable pulling | Conduit bending | Fault finding' });
    expect(surfaced!.after).toMatch(/^Cable pulling \| Conduit bending \| Fault finding \| 18th Edition/);
    // on the line itself in the CV the user gets, not on a line of its own below it
    const lines = applyChanges(text, [surfaced!]).split('\n');
    expect(lines).toContain(surfaced!.after);
    expect(lines.filter((l) => l.includes('18th Edition'))).toHaveLength(2); // its line, and the ticket's
  });

  it('writes them on a line of their own after a skills line that ends as a sentence', () => {
    const [surfaced] = planFor(cv(['Cable pulling, conduit bending and fault finding.']), offer).of(
      'skill_surfaced',
    );
    expect(surfaced).toMatchObject({ before: '' });
  });
});
