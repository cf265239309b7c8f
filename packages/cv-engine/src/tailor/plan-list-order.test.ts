import { describe, expect, it } from 'vitest';
import { planFor } from '../__fixtures__/plan-for';
import { applyChanges } from '../document/apply-changes';

const cv = [
  'Declan Hughes',
  'Electrician',
  'declan.hughes@example.com',
  'Experience',
  'Electrician — Aire Electrical | 2018 – 2024',
  '• Wired distribution boards on commercial fit-outs.',
  '• Completed periodic inspections for letting agents.',
  'Skills',
  '• Fault finding',
  '• EV charger installation',
  '• Inspection and testing',
  'Certifications',
  '• ECS Gold Card',
  '• IPAF 3a/3b',
  '• 18th Edition Wiring Regulations',
].join('\n');
const offer = [
  'Commercial Electrician',
  'Requirements',
  '- 18th Edition essential',
  '- Inspection and testing experience required',
].join('\n');

describe('a list of one item a line ordered by what the offer asks for (issue 23)', () => {
  const { of, plan, document } = planFor(cv, offer);
  const lists = of('skills_reordered').filter((c) => c.before.includes('\n'));
  const skills = lists.find((c) => c.section === 'skills');
  const certificates = lists.find((c) => c.section === 'certifications');

  it('puts the skill and the certificate the offer asks for first, every line kept whole', () => {
    expect(skills!.after.split('\n')[0]).toBe('Inspection and testing');
    expect(skills!.after.split('\n').sort()).toEqual(skills!.before.split('\n').sort());
    expect(certificates!.after.split('\n')[0]).toBe('18th Edition Wiring Regulations');
    const text = applyChanges(cv, [skills!, certificates!]);
    expect(text).toMatch(/• Inspection and testing\n• Fault finding\n• EV charger installation/);
    expect(text).toMatch(/• 18th Edition Wiring Regulations\n• ECS Gold Card\n• IPAF 3a\/3b/);
  });

  it('shows the lines it moved up as its evidence, and leaves the list as written when rejected', () => {
    expect(skills!.evidence).toEqual(['Inspection and testing']);
    expect(applyChanges(cv, [])).toMatch(/• Fault finding\n• EV charger installation\n• Inspection/);
  });

  it('passes the gates a model’s changes pass', () => {
    expect(planFor(cv, offer, { gates: 'all' }).plan.refused).toEqual([]);
    expect(plan.changes.filter((c) => c.kind === 'skills_reordered')).toHaveLength(2);
  });

  it('keeps a line inserted after the list’s last line at its end', () => {
    const last = document.sections.find((sec) => sec.key === 'skills')!.blocks.at(-1)!;
    const added = {
      ...skills!,
      id: 'x',
      kind: 'skill_surfaced' as const,
      block: last.id,
      before: '',
      after: 'Testing',
    };
    const text = applyChanges(cv, [skills!, added]);
    expect(text).toMatch(/• EV charger installation\n• Testing\n\s*certifications/i);
  });

  it('leaves alone a list whose plain lines may name groups, and labelled lists', () => {
    const grouped = cv.replace(
      '• Fault finding\n• EV charger installation\n• Inspection and testing',
      'Tools\nMultimeter, clamp meter\nTesting\nInspection and testing, fault finding',
    );
    expect(
      planFor(grouped, offer)
        .of('skills_reordered')
        .some((c) => c.section === 'skills'),
    ).toBe(false);
    const labelled = cv.replace(
      '• Fault finding\n• EV charger installation\n• Inspection and testing',
      'Installation: EV chargers, fire alarms\nTesting: inspection and testing, fault finding',
    );
    expect(
      planFor(labelled, offer)
        .of('skills_reordered')
        .some((c) => c.before.includes('\n') && c.section === 'skills'),
    ).toBe(false);
  });
});
