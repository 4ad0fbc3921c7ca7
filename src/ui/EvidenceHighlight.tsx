import type { Ref } from "react";
import { evidenceBox, type FieldEvidence } from "../lib/fieldEvidence.ts";

/** Brings the box into view within its scrolling container only (never the whole page), centred. */
export function scrollIntoContainer(box: HTMLElement, container: HTMLElement) {
  if (typeof container.scrollBy !== "function") return;
  const b = box.getBoundingClientRect();
  const c = container.getBoundingClientRect();
  const inView = b.top >= c.top && b.bottom <= c.bottom && b.left >= c.left && b.right <= c.right;
  if (inView) return;
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  container.scrollBy({
    top: b.top - c.top - (c.height - b.height) / 2,
    left: b.left < c.left || b.right > c.right ? b.left - c.left - (c.width - b.width) / 2 : 0,
    behavior: reduceMotion ? "auto" : "smooth",
  });
}

/** The box around a value on its page, placed relative to the page so it follows the zoom. Decorative. */
export function EvidenceHighlight({
  ref,
  evidence,
  width,
  height,
}: {
  ref?: Ref<HTMLDivElement>;
  evidence: FieldEvidence;
  width: number;
  height: number;
}) {
  const box = evidenceBox(evidence, width, height);
  if (!box) return null;
  return (
    <div
      ref={ref}
      aria-hidden
      data-testid="evidence-highlight"
      style={{
        position: "absolute",
        left: `${box.left}%`,
        top: `${box.top}%`,
        width: `${box.width}%`,
        height: `${box.height}%`,
        border: "2px solid var(--mantine-color-orange-6)",
        borderRadius: 3,
        background: "color-mix(in srgb, var(--mantine-color-yellow-4) 35%, transparent)",
        boxShadow: "0 0 0 3px color-mix(in srgb, var(--mantine-color-orange-6) 25%, transparent)",
        pointerEvents: "none",
      }}
    />
  );
}
