// Where on a page a field's value was read (Document.fieldStates.evidence and
// Document.fieldSuggestions.evidence, stored by capture): a box in the page's points, y downwards.
// Checked by hand rather than with zod: this module is on the review inbox's first load, where
// zod would be the largest piece (~40 kB gzip) for one small object.

export interface FieldEvidence {
  /** 1-based page number. */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  label?: string;
  /** The page's size in points (the coordinates' frame); absent in evidence stored before it was kept. */
  pageWidth?: number;
  pageHeight?: number;
}

const MAX_POINTS = 100_000;
const isPoints = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= MAX_POINTS;
const isPositivePoints = (value: unknown): value is number => isPoints(value) && value > 0;
const isOptional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);

/** The evidence of a GraphQL JSON value; null when there is none or it is malformed. */
export function parseFieldEvidence(json: unknown): FieldEvidence | null {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return null;
  const { page, x, y, width, height, label, pageWidth, pageHeight } = json as Record<string, unknown>;
  if (typeof page !== "number" || !Number.isInteger(page) || page < 1) return null;
  if (!isPoints(x) || !isPoints(y) || !isPositivePoints(width) || !isPositivePoints(height)) return null;
  if (!isOptional(label, (v) => typeof v === "string")) return null;
  if (!isOptional(pageWidth, isPositivePoints) || !isOptional(pageHeight, isPositivePoints)) return null;
  return {
    page,
    x,
    y,
    width,
    height,
    ...(label === undefined ? {} : { label: label as string }),
    ...(pageWidth === undefined ? {} : { pageWidth: pageWidth as number }),
    ...(pageHeight === undefined ? {} : { pageHeight: pageHeight as number }),
  };
}

/** The page images are rendered at this resolution (server/files/pipeline.ts PAGE_DPI). */
const PAGE_IMAGE_DPI = 200;
/** Room around the value's box, in points, so the highlight does not cut into the glyphs. */
const PADDING = 2;

/** A box in percent of the page image's width and height. */
export interface PageBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The evidence's box relative to its page, in percent: it scales with the page image at any
 * zoom. The page's size in points comes with the evidence; for evidence without it, from the
 * image's pixel size at the render resolution. Clipped to the page; null when nothing is left.
 */
export function evidenceBox(evidence: FieldEvidence, imageWidth: number, imageHeight: number): PageBox | null {
  const pageWidth = evidence.pageWidth ?? (imageWidth * 72) / PAGE_IMAGE_DPI;
  const pageHeight = evidence.pageHeight ?? (imageHeight * 72) / PAGE_IMAGE_DPI;
  if (!(pageWidth > 0) || !(pageHeight > 0)) return null;
  const left = Math.max(0, evidence.x - PADDING);
  const top = Math.max(0, evidence.y - PADDING);
  const right = Math.min(pageWidth, evidence.x + evidence.width + PADDING);
  const bottom = Math.min(pageHeight, evidence.y + evidence.height + PADDING);
  if (right <= left || bottom <= top) return null;
  return {
    left: (left / pageWidth) * 100,
    top: (top / pageHeight) * 100,
    width: ((right - left) / pageWidth) * 100,
    height: ((bottom - top) / pageHeight) * 100,
  };
}
