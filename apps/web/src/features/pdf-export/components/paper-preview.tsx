import type { CSSProperties, ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { markDescriptions, renderMarked, type TextMark } from '../../../components/marked-text';
import { PAPER } from '../../../locales/paper-texts';
import type { ExportBlock } from '../export-blocks';
import { EXPORT_TEMPLATES, type ExportTemplate } from '../export-templates';
import { PAPER_FONT } from '../measure-with-font';
import { useTemplateChoice } from '../stores/template-store';
import { usePaperLayout } from '../use-paper-layout';

export interface PaperPreviewProps {
  text: string;
  label: string;
  /** The CV's words that meet a requirement of the offer (issue 24), marked where they stand. */
  marks: readonly TextMark[];
  describeMark: (mark: TextMark) => string;
}

/** The preview's body text, in CSS pixels: the template's other sizes keep their ratio to it. */
const CONTENT_PX = 13;
const POINTS_PER_MM = 72 / 25.4;
const NO_MARKS: readonly TextMark[] = [];

/**
 * The CV as the chosen template will print it (issue 25): its font (the PDF's own), sizes, colours, header
 * alignment, rules and margins, with the page breaks where the PDF will have them, and how many pages the PDF
 * and the Word file will have. Drawn from the same blocks as both exports; the user's words are React text,
 * never parsed as HTML.
 */
export default function PaperPreview({ text, label, marks, describeMark }: PaperPreviewProps) {
  const { t } = useTranslation(PAPER);
  const template = EXPORT_TEMPLATES[useTemplateChoice((state) => state.template)];
  const { blocks, pageStarts, pdfPages, wordPages } = usePaperLayout(text, template);
  const idPrefix = useId();
  const { idOf, node: descriptions } = markDescriptions(marks, describeMark, idPrefix);
  const scale = CONTENT_PX / template.sizes.content;
  const pt = (points: number) => `${points * scale}px`;
  const mm = (millimetres: number) => millimetres * POINTS_PER_MM * scale;

  const starts = new Map(pageStarts.map((start) => [start.block, start]));
  const nodes: ReactNode[] = [];
  let bullets: ReactNode[] = [];
  const closeBullets = (key: string) => {
    if (bullets.length === 0) return;
    nodes.push(
      <ul key={`list-${key}`} className="list-disc pl-[1.4em]">
        {bullets}
      </ul>,
    );
    bullets = [];
  };
  // the preview holds no state: a block's position in the text is identity enough
  const keyed = blocks.map((block, index) => ({ block, index, key: `${index}` }));
  for (const { block, index, key } of keyed) {
    const start = starts.get(index);
    if (start) {
      closeBullets(key);
      nodes.push(<PageBreak key={`page-${start.page}`} label={t('page', { page: start.page })} />);
    }
    const content = renderSpans(
      block,
      block.kind === 'name' || block.kind === 'contact' ? NO_MARKS : marks,
      idOf,
    );
    if (block.kind === 'bullet') {
      bullets.push(
        <li key={key} style={{ marginTop: mm(template.spaceBefore.block) }}>
          {content}
        </li>,
      );
      continue;
    }
    closeBullets(key);
    nodes.push(
      <BlockView key={key} block={block} template={template} pt={pt} mm={mm}>
        {content}
      </BlockView>,
    );
  }
  closeBullets('end');

  return (
    <>
      <p className="mb-1 text-xs text-slate-600" aria-live="polite">
        {pdfPages === null
          ? '\u00a0'
          : pdfPages === wordPages
            ? t('samePages', { count: pdfPages })
            : `${t('pdfPages', { count: pdfPages })} ${t('wordPages', { count: wordPages })}`}
      </p>
      <article
        aria-label={label}
        data-template={template.id}
        className="min-h-[480px] overflow-x-auto break-words rounded-xl border border-slate-200 bg-white shadow-inner"
        style={{
          fontFamily: `${PAPER_FONT}, 'DejaVu Sans', Verdana, sans-serif`,
          fontSize: pt(template.sizes.content),
          lineHeight: template.lineSpacing,
          color: `#${template.colors.text}`,
          // the template's margins, kept narrower than a phone's screen
          padding: `clamp(12px, 5%, ${mm(template.page.margin)}px)`,
        }}
      >
        {nodes}
      </article>
      {descriptions}
    </>
  );
}

/** Where the PDF turns the page: a line and 'Page 2', read as such. */
function PageBreak({ label }: { label: string }) {
  return (
    <div className="my-3 flex items-center gap-2 font-sans text-[11px] text-slate-500">
      <span aria-hidden="true" className="flex-1 border-t border-dashed border-slate-300" />
      <span>{label}</span>
      <span aria-hidden="true" className="flex-1 border-t border-dashed border-slate-300" />
    </div>
  );
}

function BlockView({
  block,
  template,
  pt,
  mm,
  children,
}: {
  block: ExportBlock;
  template: ExportTemplate;
  pt: (points: number) => string;
  mm: (millimetres: number) => number;
  children: ReactNode;
}) {
  const { sizes, colors, spaceBefore, headerAlign } = template;
  const header: CSSProperties = { textAlign: headerAlign, lineHeight: 1.25 };
  switch (block.kind) {
    case 'name':
      return (
        <h3 style={{ ...header, fontSize: pt(sizes.name), fontWeight: 700, color: `#${colors.name}` }}>
          {children}
        </h3>
      );
    case 'contact':
      return (
        <p style={{ ...header, fontSize: pt(sizes.contact), marginTop: mm(spaceBefore.contact) }}>
          {children}
        </p>
      );
    case 'title':
      return (
        <p
          style={{
            ...header,
            fontSize: pt(sizes.title),
            fontWeight: 700,
            color: `#${colors.title}`,
            marginTop: mm(spaceBefore.title),
          }}
        >
          {children}
        </p>
      );
    case 'heading':
      return (
        <h4
          style={{
            fontSize: pt(sizes.heading),
            fontWeight: 700,
            color: `#${colors.heading}`,
            marginTop: mm(spaceBefore.heading),
            paddingBottom: mm(1.2),
            marginBottom: mm(1),
            borderBottom: template.ruleWidth
              ? `${Math.max(1, mm(template.ruleWidth))}px solid #${colors.rule}`
              : undefined,
          }}
        >
          {children}
        </h4>
      );
    default:
      return (
        <p
          style={{
            marginTop: mm(spaceBefore.block),
            fontWeight: block.section === 'certification' ? 700 : undefined,
          }}
        >
          {children}
        </p>
      );
  }
}

function renderSpans(
  block: ExportBlock,
  marks: readonly TextMark[],
  idOf: (mark: TextMark) => string,
): ReactNode[] {
  return block.spans.map((span, index) => {
    const content = marks.length === 0 ? span.text : renderMarked(span.text, marks, idOf, `${index}-`);
    // biome-ignore lint/suspicious/noArrayIndexKey: the spans of one block, never reordered
    return span.bold ? <strong key={index}>{content}</strong> : <span key={index}>{content}</span>;
  });
}
