// Where on a page a field's value was read (Document.fieldStates.evidence and
// Document.fieldSuggestions.evidence, stored by capture): a box in the page's points, y downwards.
import { z } from "zod";

const points = z.number().finite().min(0).max(100_000);

export const fieldEvidenceSchema = z.object({
  /** 1-based page number. */
  page: z.number().int().min(1),
  x: points,
  y: points,
  width: points.positive(),
  height: points.positive(),
  label: z.string().optional(),
  /** The page's size in points (the coordinates' frame); absent in evidence stored before it was kept. */
  pageWidth: points.positive().optional(),
  pageHeight: points.positive().optional(),
});

export type FieldEvidence = z.infer<typeof fieldEvidenceSchema>;

/** The evidence of a GraphQL JSON value; null when there is none or it is malformed. */
export function parseFieldEvidence(json: unknown): FieldEvidence | null {
  const parsed = fieldEvidenceSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
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
