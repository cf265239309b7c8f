import { readFileSync } from 'node:fs';
import { jsPDF } from 'jspdf';
import { byEmployer, type Printed, plainPrinted, sectionOrder } from './rendered';
import type { Cv } from './types';

/**
 * PDFs drawn with jsPDF at explicit coordinates, as some CV builders and office add-ins produce them: no HTML, no
 * text flow, each word (us-caps) or each line (Europass) placed by the program. Fonts are embedded TrueType
 * (DejaVu Serif, Liberation Sans) so accented and typographic characters keep their text layer.
 */

const FONTS = '/usr/share/fonts/truetype';
function addFont(doc: jsPDF, file: string, family: string, style: string) {
  const name = file.split('/').pop()!;
  doc.addFileToVFS(name, readFileSync(`${FONTS}/${file}`).toString('base64'));
  doc.addFont(name, family, style);
}

function newDoc(family: 'serif' | 'sans'): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  doc.setCreationDate(new Date(Date.UTC(2026, 10, 27)));
  doc.setFileId('5ca1ab1e5ca1ab1e5ca1ab1e5ca1ab1e');
  if (family === 'serif') {
    addFont(doc, 'dejavu/DejaVuSerif.ttf', 'serif', 'normal');
    addFont(doc, 'dejavu/DejaVuSerif-Bold.ttf', 'serif', 'bold');
    addFont(doc, 'dejavu/DejaVuSerif-Italic.ttf', 'serif', 'italic');
  } else {
    addFont(doc, 'liberation/LiberationSans-Regular.ttf', 'sans', 'normal');
    addFont(doc, 'liberation/LiberationSans-Bold.ttf', 'sans', 'bold');
    addFont(doc, 'liberation/LiberationSans-Italic.ttf', 'sans', 'italic');
  }
  doc.setFont(family, 'normal');
  return doc;
}

const PT = 0.3528; // mm per point

/** US-style résumé, every word placed on its own: COMPANY, Town in capitals, roles below with dates flush right. */
export function usCaps(cv: Cv): { bytes: Uint8Array; printed: Printed } {
  const doc = newDoc('serif');
  const L = 19;
  const R = 191;
  let y = 20;
  const need = (h: number) => {
    if (y + h > 282) {
      doc.addPage();
      y = 18;
    }
  };
  /** Words of `text` from x, wrapping at R; returns nothing, moves y. */
  const words = (text: string, x: number, size: number, style = 'normal', indent = x) => {
    doc.setFont('serif', style).setFontSize(size);
    const space = doc.getTextWidth(' ');
    let cx = x;
    for (const w of text.split(' ')) {
      const wd = doc.getTextWidth(w);
      if (cx > indent && cx + wd > R) {
        y += size * PT * 1.45;
        need(0);
        cx = indent;
      }
      doc.text(w, cx, y);
      cx += wd + space;
    }
    y += size * PT * 1.45;
  };
  const centred = (text: string, size: number, style: string) => {
    doc.setFont('serif', style).setFontSize(size);
    doc.text(text, 105 - doc.getTextWidth(text) / 2, y);
    y += size * PT * 1.45;
  };
  const right = (text: string, size: number, style: string, at: number) => {
    doc.setFont('serif', style).setFontSize(size);
    doc.text(text, R - doc.getTextWidth(text), at);
  };
  const bullets = (items: string[]) => {
    for (const b of items) {
      need(5);
      doc.setFont('serif', 'normal').setFontSize(11);
      doc.text('•', L + 3, y);
      words(b, L + 7, 11);
    }
  };
  centred(cv.name, 18, 'bold');
  if (cv.title) centred(cv.title, 11, 'italic');
  centred([cv.address, cv.phone, cv.email].join('  |  '), 9.5, 'normal');
  const printed = plainPrinted(cv, true);
  for (const { key, heading } of sectionOrder(cv)) {
    need(14);
    y += 3;
    doc.setFont('serif', 'bold').setFontSize(12);
    doc.text(heading.toUpperCase(), L, y);
    doc.setLineWidth(0.3).line(L, y + 1.3, R, y + 1.3);
    y += 6;
    if (key === 'profile') words(cv.profile ?? '', L, 11);
    if (key === 'exp')
      for (const group of byEmployer(cv.jobs)) {
        need(16);
        const head = group[0]!;
        words(head.place ? `${head.company}, ${head.place}` : head.company, L, 11.5, 'bold');
        for (const j of group) {
          need(10);
          if (j.period) right(j.period, 11, 'normal', y);
          words(j.position, L, 11, 'italic');
          bullets(j.bullets);
        }
        y += 2;
      }
    if (key === 'edu')
      for (const d of cv.edu) {
        need(10);
        if (d.period) right(d.period, 10, 'normal', y);
        words([d.institution, d.place].filter(Boolean).join(', '), L, 10.5, 'bold');
        words(d.degree, L, 10, 'italic');
        y += 1.5;
      }
    if (key === 'skills') bullets(cv.skills);
    if (key === 'langs') bullets(cv.languages);
    if (key === 'certs') bullets(cv.certs);
  }
  return { bytes: new Uint8Array(doc.output('arraybuffer')), printed };
}

const EUROPASS = {
  en: {
    name: 'First name(s) / Surname(s)',
    address: 'Address',
    phone: 'Telephone(s)',
    email: 'E-mail',
    dates: 'Dates',
    position: 'Occupation or position held',
    tasks: 'Main activities and responsibilities',
    employer: 'Name and address of employer',
    sector: 'Type of business or sector',
    degree: 'Title of qualification awarded',
    school: 'Name and type of organisation providing education and training',
    other: 'Other skills and competences',
    footer: (n: number, of: number, name: string) => `Page ${n}/${of} - Curriculum vitae of ${name}`,
  },
  fr: {
    name: 'Prénom(s) / Nom(s)',
    address: 'Adresse(s)',
    phone: 'Téléphone(s)',
    email: 'Courrier électronique',
    dates: 'Dates',
    position: 'Fonction ou poste occupé',
    tasks: 'Principales activités et responsabilités',
    employer: 'Nom et adresse de l’employeur',
    sector: 'Type ou secteur d’activité',
    degree: 'Intitulé du certificat ou diplôme délivré',
    school: 'Nom et type de l’établissement d’enseignement ou de formation',
    other: 'Autres aptitudes et compétences',
    footer: (n: number, of: number, name: string) => `Page ${n}/${of} - Curriculum vitae de ${name}`,
  },
  nl: {
    name: 'Voornaam / Achternaam',
    address: 'Adres',
    phone: 'Telefoon',
    email: 'E-mail',
    dates: 'Data',
    position: 'Functie of beroep',
    tasks: 'Belangrijkste taken en verantwoordelijkheden',
    employer: 'Naam en adres van de werkgever',
    sector: 'Soort onderneming of sector',
    degree: 'Naam van het diploma of certificaat',
    school: 'Naam en soort onderwijs- of opleidingsinstelling',
    other: 'Andere vaardigheden en competenties',
    footer: (n: number, of: number, name: string) => `Pagina ${n}/${of} - Curriculum vitae van ${name}`,
  },
} as const;

/** Europass CV of 2004–2012 (still sent in 2026): labels right-aligned in a left column, values beside them, line by line. */
export function europassLabels(cv: Cv): { bytes: Uint8Array; printed: Printed } {
  const t = EUROPASS[cv.lang];
  const doc = newDoc('sans');
  const LABEL_END = 62;
  const V = 67;
  const W = 124;
  let y = 22;
  const lines = (text: string, width: number, size: number, style: string) => {
    doc.setFont('sans', style).setFontSize(size);
    return doc.splitTextToSize(text, width) as string[];
  };
  const row = (
    label: string,
    values: string[],
    opts: { size?: number; style?: string; labelStyle?: string } = {},
  ) => {
    const size = opts.size ?? 9.5;
    const lab = label ? lines(label, 52, 9, opts.labelStyle ?? 'normal') : [];
    const val = values.flatMap((v) => lines(v, W, size, opts.style ?? 'normal'));
    const lh = size * PT * 1.3;
    if (y + Math.max(lab.length, val.length) * lh > 278) {
      doc.addPage();
      y = 20;
    }
    doc.setFont('sans', opts.labelStyle ?? 'normal').setFontSize(9);
    for (const [i, l] of lab.entries()) doc.text(l, LABEL_END - doc.getTextWidth(l), y + i * lh);
    doc.setFont('sans', opts.style ?? 'normal').setFontSize(size);
    for (const [i, l] of val.entries()) doc.text(l, V, y + i * lh);
    y += Math.max(lab.length, val.length) * lh + 1.2;
  };
  const heading = (text: string) => {
    y += 4;
    row(text, [''], { labelStyle: 'bold', size: 11 });
    y += 1;
  };
  doc.setFont('sans', 'bold').setFontSize(16);
  doc.text('Curriculum Vitae', LABEL_END - doc.getTextWidth('Curriculum Vitae'), y);
  doc.setFont('sans', 'italic').setFontSize(10).setTextColor(0, 51, 153);
  doc.text('Europass', LABEL_END - doc.getTextWidth('Europass'), y + 5.5);
  doc.setTextColor(0, 0, 0);
  y += 14;
  heading(cv.h.personal!);
  row(t.name, [cv.name], { style: 'bold', size: 11 });
  row(t.address, [cv.address]);
  row(t.phone, [cv.phone]);
  row(t.email, [cv.email]);
  heading(cv.h.exp);
  for (const j of cv.jobs) {
    if (j.period) row(t.dates, [j.period]);
    row(t.position, [j.position], { style: 'bold' });
    if (j.bullets.length)
      row(
        t.tasks,
        j.bullets.map((b) => `• ${b}`),
      );
    row(t.employer, [j.place ? `${j.company}, ${j.place}` : j.company]);
    if (j.sector) row(t.sector, [j.sector]);
    y += 3;
  }
  heading(cv.h.edu);
  for (const d of cv.edu) {
    if (d.period) row(t.dates, [d.period]);
    row(t.degree, [d.degree], { style: 'bold' });
    if (d.institution || d.place) row(t.school, [[d.institution, d.place].filter(Boolean).join(', ')]);
    y += 3;
  }
  heading(cv.h.skills);
  row(cv.h.langs, cv.languages);
  row(
    t.other,
    cv.skills.map((s) => `• ${s}`),
  );
  if (cv.certs.length && cv.h.certs) row(cv.h.certs, cv.certs);
  const pages = doc.getNumberOfPages();
  const [first, ...rest] = cv.name.split(' ');
  for (let p = 1; p <= pages; p++) {
    doc.setPage(p);
    doc.setDrawColor(0, 51, 153).setLineWidth(0.2).line(64.5, 15, 64.5, 280);
    doc.setFont('sans', 'normal').setFontSize(7);
    doc.text(t.footer(p, pages, `${rest.join(' ')} ${first}`), 14, 288);
  }
  const printed: Printed = {
    sections: [cv.h.personal!, cv.h.exp, cv.h.edu, cv.h.skills],
    expHeading: cv.h.exp,
    contexts: cv.jobs.map((j) => [j.place, j.sector].filter(Boolean).join(' · ') || null),
  };
  return { bytes: new Uint8Array(doc.output('arraybuffer')), printed };
}
