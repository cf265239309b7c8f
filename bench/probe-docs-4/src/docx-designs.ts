import { br, docxPackage, p, r, tab, xmlEsc } from './docx-xml';
import { listLines } from './html-parts';
import { printedColumns } from './layouts';
import type { Cv, Job, SectionKey } from './types';

type Render = (cv: Cv) => Uint8Array;

let sdtId = 100;
/** A content control (structured document tag), block- or run-level: the same element around paragraphs or runs. */
function sdt(alias: string, content: string): string {
  sdtId += 1;
  return `<w:sdt><w:sdtPr><w:alias w:val="${xmlEsc(alias)}"/><w:tag w:val="${xmlEsc(alias.toLowerCase().replace(/\W+/g, '-'))}"/><w:id w:val="${sdtId}"/><w15:appearance w15:val="hidden"/></w:sdtPr><w:sdtContent>${content}</w:sdtContent></w:sdt>`;
}

const placeIn = (j: { place: string | null }, open = ', ', close = '') =>
  j.place ? `${open}${j.place}${close}` : '';

/** Word résumé template: all fields in content controls, dates (Heading 3) above "Role, Company" (Heading 2). */
const contentControls: Render = (cv) => {
  sdtId = 100;
  const body: string[] = [
    sdt('Your Name', p(r(cv.name), { style: 'Title' })),
    p(
      `${sdt('Address', r(cv.contact.address))}${r(' | ')}${sdt('Phone', r(cv.contact.phone))}${r(' | ')}${sdt('Email', r(cv.contact.email))}`,
    ),
  ];
  const section = (key: SectionKey): string => {
    const head = sdt('Heading', p(r(cv.headings[key]!), { style: 'Heading1' }));
    if (key === 'profile') return head + sdt('Objective', p(r(cv.profile!)));
    if (key === 'experience')
      return (
        head +
        sdt(
          'Experience',
          cv.jobs
            .map((j) =>
              sdt(
                'Job',
                (j.period ? p(sdt('Dates From - To', r(j.period)), { style: 'Heading3' }) : '') +
                  p(
                    `${sdt('Job Title', r(j.position))}${r(', ')}${sdt('Company', r(j.company, { style: 'SubtleReference' }))}`,
                    {
                      style: 'Heading2',
                    },
                  ) +
                  sdt(
                    'Job Details',
                    j.bullets.map((b) => p(r(b), { style: 'ListBullet' })).join('') || p(''),
                  ),
              ),
            )
            .join(''),
        )
      );
    if (key === 'education')
      return (
        head +
        sdt(
          'Education',
          cv.education
            .map(
              (e) =>
                (e.period ? p(sdt('Dates', r(e.period)), { style: 'Heading3' }) : '') +
                p(
                  `${sdt('Degree', r(e.degree))}${e.institution ? `${r(', ')}${sdt('School', r(e.institution, { style: 'SubtleReference' }))}` : ''}`,
                  {
                    style: 'Heading2',
                  },
                ),
            )
            .join(''),
        )
      );
    return (
      head +
      sdt(
        cv.headings[key]!,
        listLines(cv, key)
          .map((l) => p(r(l), { style: 'ListBullet' }))
          .join(''),
      )
    );
  };
  body.push(...printedColumns(cv)[0].map(section));
  return docxPackage(body.join(''), cv.font);
};

const AUTHOR = 'w:author="Utilisateur" w:date="2026-10-02T09:14:00Z"';
let revId = 500;
const del = (text: string) =>
  `<w:del w:id="${revId++}" ${AUTHOR}><w:r><w:delText xml:space="preserve">${xmlEsc(text)}</w:delText></w:r></w:del>`;
const ins = (inner: string) => `<w:ins w:id="${revId++}" ${AUTHOR}>${inner}</w:ins>`;
const smart = (element: string, run: string) =>
  `<w:smartTag w:uri="urn:schemas-microsoft-com:office:smarttags" w:element="${element}">${run}</w:smartTag>`;

/** Old and new wording as a tracked change: the shared start stays, the old end is deleted, the new end inserted. */
function revised(oldText: string, newText: string, o: { i?: boolean } = {}): string {
  let k = 0;
  while (k < oldText.length && k < newText.length && oldText[k] === newText[k]) k++;
  if (k < oldText.length && k < newText.length) while (k > 0 && oldText[k - 1] !== ' ') k--;
  if (k === oldText.length) return r(newText.slice(0, k), o) + ins(r(newText.slice(k), o));
  return (k ? r(newText.slice(0, k), o) : '') + del(oldText.slice(k)) + ins(r(newText.slice(k), o));
}

const deletedBullet: Record<Cv['lang'], string> = {
  fr: 'Petits travaux divers',
  en: 'Various other tasks',
  nl: 'Diverse andere taken',
};

/** Word file as a job seeker leaves it after a friend's review: tracked changes still in, a mailto field, smart tags, soft breaks. */
const trackedChanges: Render = (cv) => {
  revId = 500;
  const mail = `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> HYPERLINK "mailto:${xmlEsc(cv.contact.email)}" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>${r(cv.contact.email, { style: 'Hyperlink' })}<w:r><w:fldChar w:fldCharType="end"/></w:r>`;
  const body: string[] = [
    p(r(cv.name, { b: true, size: 22 }), { spacingAfter: 0 }),
    p(r(cv.title, { size: 13, color: '666666' })),
    p(`${smart('address', r(cv.contact.address))}${tab()}${r(cv.contact.phone)}${tab()}${mail}`, {
      tabs: [4200, 6600],
    }),
  ];
  const jobHead = (j: Job) => {
    const role = j.deleted?.position
      ? revised(j.deleted.position, j.position, { i: true })
      : r(j.position, { i: true });
    const period = j.period ? (j.deleted?.period ? revised(j.deleted.period, j.period) : r(j.period)) : '';
    return p(
      r(j.company, { b: true }) +
        (j.place ? r(', ') + smart('City', r(j.place)) : '') +
        br() +
        role +
        (period ? br() + period : ''),
      { spacingAfter: 40 },
    );
  };
  const section = (key: SectionKey): string => {
    const head = p(r(cv.headings[key]!), { style: 'Heading1' });
    if (key === 'profile') return head + p(r(cv.profile!));
    if (key === 'experience')
      return (
        head +
        cv.jobs
          .map((j, n) => {
            const bullets = j.bullets.map((b, k) =>
              n === 0 && k === j.bullets.length - 1
                ? p(ins(r(b)), { bullet: true, extra: `<w:rPr><w:ins w:id="${revId++}" ${AUTHOR}/></w:rPr>` })
                : p(r(b), { bullet: true }),
            );
            if (n === 0)
              bullets.push(
                p(del(deletedBullet[cv.lang]), {
                  bullet: true,
                  extra: `<w:rPr><w:del w:id="${revId++}" ${AUTHOR}/></w:rPr>`,
                }),
              );
            return jobHead(j) + bullets.join('');
          })
          .join('')
      );
    if (key === 'education')
      return (
        head +
        cv.education
          .map((e) =>
            p(
              `${r(e.period ?? '')}${tab()}${r(e.degree, { b: true })}${r(` – ${e.institution ?? ''}`)}${e.place ? r(' (') + smart('City', r(e.place)) + r(')') : ''}`,
              {
                tabs: [1400],
                ind: { left: 1400, hanging: 1400 },
              },
            ),
          )
          .join('')
      );
    if (key === 'skills') return head + p(r(cv.skills.join(' · ')));
    return (
      head +
      listLines(cv, key)
        .map((l) => p(r(l)))
        .join('')
    );
  };
  body.push(...printedColumns(cv)[0].map(section));
  return docxPackage(body.join(''), cv.font, '<w:trackRevisions/>');
};

const labels: Record<
  Cv['lang'],
  {
    period: string;
    position: string;
    employer: string;
    tasks: string;
    degree: string;
    school: string;
    photo: string;
  }
> = {
  fr: {
    period: 'Période :',
    position: 'Fonction :',
    employer: 'Employeur :',
    tasks: 'Tâches :',
    degree: 'Diplôme :',
    school: 'Établissement :',
    photo: 'Photo',
  },
  en: {
    period: 'Period:',
    position: 'Position:',
    employer: 'Employer:',
    tasks: 'Duties:',
    degree: 'Course:',
    school: 'School:',
    photo: 'Photo',
  },
  nl: {
    period: 'Periode:',
    position: 'Functie:',
    employer: 'Werkgever:',
    tasks: 'Taken:',
    degree: 'Opleiding:',
    school: 'School:',
    photo: 'Foto',
  },
};

const cell = (width: number, content: string, extra = '') =>
  `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${extra}</w:tcPr>${content}</w:tc>`;

/** "CV met foto": a key/value table beside a photo box, then every job as labelled lines on a tab stop. */
const photoKeyValue: Render = (cv) => {
  const L = labels[cv.lang];
  const rows = cv.personal ?? [];
  const box =
    '<w:tcBorders><w:top w:val="single" w:sz="8" w:color="808080"/><w:left w:val="single" w:sz="8" w:color="808080"/><w:bottom w:val="single" w:sz="8" w:color="808080"/><w:right w:val="single" w:sz="8" w:color="808080"/></w:tcBorders><w:vAlign w:val="center"/>';
  const table = `<w:tbl><w:tblPr><w:tblW w:w="9600" w:type="dxa"/><w:tblLayout w:type="fixed"/></w:tblPr><w:tblGrid><w:gridCol w:w="2400"/><w:gridCol w:w="5000"/><w:gridCol w:w="2200"/></w:tblGrid>${rows
    .map(
      ([k, v], n) =>
        `<w:tr><w:trPr><w:trHeight w:val="400"/></w:trPr>${cell(2400, p(r(k, { b: true })))}${cell(5000, p(r(v)))}${cell(
          2200,
          n === 0 ? p(r(L.photo, { color: '808080' }), { align: 'center' }) : p(''),
          `${n === 0 ? '<w:vMerge w:val="restart"/>' : '<w:vMerge/>'}${box}`,
        )}</w:tr>`,
    )
    .join('')}</w:tbl>`;
  const kv = (label: string, value: string) =>
    p(r(label, { b: true }) + tab() + r(value), { tabs: [2200], spacingAfter: 20 });
  const section = (key: SectionKey): string => {
    const head = p(r(cv.headings[key]!), { style: 'Heading1' });
    if (key === 'personal') return head + table;
    if (key === 'experience')
      return (
        head +
        cv.jobs
          .map(
            (j) =>
              (j.period ? kv(L.period, j.period) : '') +
              kv(L.position, j.position) +
              kv(L.employer, j.company + placeIn(j)) +
              (j.bullets.length
                ? p(r(L.tasks, { b: true }) + tab() + r(`– ${j.bullets[0]}`), {
                    tabs: [2200],
                    spacingAfter: 20,
                  }) +
                  j.bullets
                    .slice(1)
                    .map((b) => p(tab() + r(`– ${b}`), { tabs: [2200], spacingAfter: 20 }))
                    .join('')
                : '') +
              p(''),
          )
          .join('')
      );
    if (key === 'education')
      return (
        head +
        cv.education
          .map(
            (e) =>
              (e.period ? kv(L.period, e.period) : '') +
              kv(L.degree, e.degree) +
              (e.institution ? kv(L.school, e.institution + placeIn(e)) : '') +
              p(''),
          )
          .join('')
      );
    return (
      head +
      listLines(cv, key)
        .map((l) => p(r(l), { bullet: true }))
        .join('')
    );
  };
  const body =
    p(r('Curriculum vitae', { b: true, size: 20, color: '1F3864' }), { align: 'center', spacingAfter: 200 }) +
    printedColumns(cv)[0].map(section).join('');
  return docxPackage(body, cv.font);
};

/** Functional CV: skill areas first, then one line per job "dates ⇥ Role, Company (Town)". */
const functional: Render = (cv) => {
  const body: string[] = [
    p(r(cv.name), { style: 'Title' }),
    p(r(cv.title, { i: true, size: 13 })),
    p(r(`${cv.contact.address} • ${cv.contact.phone} • ${cv.contact.email}`, { size: 9.5 })),
  ];
  const line = (period: string | null, text: string) =>
    p(r(period ?? '') + tab() + r(text), { tabs: [1700], ind: { left: 1700, hanging: 1700 } });
  const section = (key: SectionKey): string => {
    const head = p(r(cv.headings[key]!), { style: 'Heading1' });
    if (key === 'profile') return head + p(r(cv.profile!));
    if (key === 'skills')
      return (
        head +
        (cv.skillBlocks ?? [])
          .map(
            (b) =>
              p(r(b.title), { style: 'Heading2' }) +
              b.items.map((i) => p(r(i), { style: 'ListBullet' })).join(''),
          )
          .join('')
      );
    if (key === 'experience')
      return (
        head +
        cv.jobs.map((j) => line(j.period, `${j.position}, ${j.company}${placeIn(j, ' (', ')')}`)).join('')
      );
    if (key === 'education')
      return (
        head +
        cv.education
          .map((e) =>
            line(e.period, `${e.degree}${e.institution ? `, ${e.institution}` : ''}${placeIn(e, ' (', ')')}`),
          )
          .join('')
      );
    return (
      head +
      listLines(cv, key)
        .map((l) => p(r(l), { style: 'ListBullet' }))
        .join('')
    );
  };
  body.push(...printedColumns(cv)[0].map(section));
  return docxPackage(body.join(''), cv.font);
};

export const docxDesigns: Partial<Record<Cv['design'], Render>> = {
  'docx-content-controls': contentControls,
  'docx-tracked-changes': trackedChanges,
  'docx-photo-keyvalue': photoKeyValue,
  'docx-functional': functional,
};
