// Writes the legal PDFs a fresh installation starts with into server/seeds/assets/.
// Run after editing scripts/legal-texts.ts: `npx tsx scripts/make-legal-pdfs.ts`; commit the PDFs.
// DejaVu Sans is embedded (subset) because the standard PDF fonts have no ğ, ş, ı or İ.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { LEGAL_DOCUMENTS, type LegalBlock, type LegalDocument } from './legal-texts';

const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server/seeds/assets');
// A fixed date keeps the output byte-stable between runs, so an unchanged text gives no git diff.
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = { x: 60, top: 64, bottom: 64 };
const TEXT_WIDTH = PAGE.width - 2 * MARGIN.x;
const BULLET_INDENT = 16;
const COLORS = { text: rgb(0.13, 0.13, 0.13), heading: rgb(0.02, 0.37, 0.27), muted: rgb(0.42, 0.42, 0.42) };

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Lays text out top to bottom, opening a new page whenever the next line does not fit. */
class Layout {
  page: PDFPage;
  y: number;

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = this.addPage();
    this.y = PAGE.height - MARGIN.top;
  }

  private addPage(): PDFPage {
    return this.pdf.addPage([PAGE.width, PAGE.height]);
  }

  private ensureRoom(height: number) {
    if (this.y - height >= MARGIN.bottom) return;
    this.page = this.addPage();
    this.y = PAGE.height - MARGIN.top;
  }

  /** Draws wrapped text; `keepWithNext` avoids a heading alone at the bottom of a page. */
  text(
    value: string,
    options: { font: PDFFont; size: number; color?: ReturnType<typeof rgb>; indent?: number; prefix?: string; keepWithNext?: number },
  ) {
    const { font, size, indent = 0, prefix } = options;
    const lineHeight = size * 1.45;
    const lines = wrap(value, font, size, TEXT_WIDTH - indent);
    this.ensureRoom(lineHeight * Math.min(lines.length, 2) + (options.keepWithNext ?? 0));
    lines.forEach((line, i) => {
      this.ensureRoom(lineHeight);
      this.y -= lineHeight;
      if (i === 0 && prefix) {
        this.page.drawText(prefix, { x: MARGIN.x + indent - BULLET_INDENT + 4, y: this.y, size, font, color: options.color ?? COLORS.text });
      }
      this.page.drawText(line, { x: MARGIN.x + indent, y: this.y, size, font, color: options.color ?? COLORS.text });
    });
  }

  gap(points: number) {
    this.y -= points;
  }
}

/** Greedy word wrap by measured width; a single over-long word is split by characters. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

function drawBlock(layout: Layout, block: LegalBlock) {
  const { regular, bold } = layout.fonts;
  switch (block.kind) {
    case 'heading':
      layout.gap(10);
      layout.text(block.text, { font: bold, size: 11.5, color: COLORS.heading, keepWithNext: 30 });
      layout.gap(3);
      break;
    case 'paragraph':
      layout.text(block.text, { font: regular, size: 10 });
      layout.gap(5);
      break;
    case 'bullets':
      for (const item of block.items) {
        layout.text(item, { font: regular, size: 10, indent: BULLET_INDENT, prefix: '•' });
        layout.gap(2);
      }
      layout.gap(4);
      break;
  }
}

function drawFooters(pdf: PDFDocument, fonts: Fonts, title: string) {
  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    const brand = title.includes('GüneşVeri') ? '' : 'GüneşVeri · ';
    const label = `${brand}${title} · Sayfa ${i + 1} / ${pages.length}`;
    const size = 8.5;
    const width = fonts.regular.widthOfTextAtSize(label, size);
    page.drawText(label, { x: (PAGE.width - width) / 2, y: 36, size, font: fonts.regular, color: COLORS.muted });
  });
}

async function makePdf(doc: LegalDocument, fontBytes: { regular: Buffer; bold: Buffer }): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const fonts: Fonts = {
    regular: await pdf.embedFont(fontBytes.regular, { subset: true }),
    bold: await pdf.embedFont(fontBytes.bold, { subset: true }),
  };
  pdf.setTitle(doc.title);
  pdf.setAuthor('GüneşVeri');
  pdf.setSubject(doc.subtitle);
  pdf.setLanguage('tr-TR');
  pdf.setProducer('GüneşVeri');
  pdf.setCreator('scripts/make-legal-pdfs.ts');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);

  const layout = new Layout(pdf, fonts);
  layout.text(doc.title, { font: fonts.bold, size: 17, color: COLORS.heading });
  layout.gap(2);
  layout.text(doc.subtitle, { font: fonts.regular, size: 9.5, color: COLORS.muted });
  layout.gap(10);
  for (const block of doc.blocks) drawBlock(layout, block);
  drawFooters(pdf, fonts, doc.title);
  return pdf.save();
}

async function main() {
  const fontBytes = {
    regular: await readFile(path.join(FONT_DIR, 'DejaVuSans.ttf')),
    bold: await readFile(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf')),
  };
  for (const doc of LEGAL_DOCUMENTS) {
    const bytes = await makePdf(doc, fontBytes);
    const target = path.join(OUT_DIR, doc.fileName);
    await writeFile(target, bytes);
    console.log(`${path.relative(process.cwd(), target)}: ${(bytes.length / 1024).toFixed(1)} KB`);
  }
}

main().catch((error: unknown) => {
  console.error('PDF üretilemedi / could not make the PDFs:', error);
  process.exit(1);
});
