import { Badge, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { FieldEvidence } from "../../../lib/fieldEvidence.ts";
import { confidencePercent } from "../../../lib/format.ts";

export interface FieldSource {
  source: "EINVOICE" | "EXTRACTED" | "USER" | "PARTNER" | "SUGGESTION" | "%future added value";
  confidence?: string | null;
  /** Where on a page the value was read (text recognition), marked there while the field is hovered or focused. */
  evidence?: FieldEvidence | null;
}

export interface FieldSourceMarkerProps {
  state: FieldSource | undefined;
}

/** Where a captured value came from: exact from the e-invoice, recognised in the text (with
 * the recogniser's certainty), from the partner's master data, a suggestion a person accepted,
 * or edited by a person. */
export function FieldSourceMarker({ state }: FieldSourceMarkerProps) {
  const { t } = useTranslation();
  if (!state || state.source === "%future added value") return null;
  const percent = confidencePercent(state.confidence);
  const { label, hint, color } =
    state.source === "EINVOICE"
      ? { label: t("review.source.EINVOICE"), hint: t("review.source.EINVOICE_hint"), color: "teal" }
      : state.source === "USER"
        ? { label: t("review.source.USER"), hint: t("review.source.USER_hint"), color: "gray" }
        : state.source === "PARTNER"
          ? { label: t("review.source.PARTNER"), hint: t("review.source.PARTNER_hint"), color: "grape" }
          : state.source === "SUGGESTION"
            ? { label: t("review.source.SUGGESTION"), hint: t("review.source.SUGGESTION_hint"), color: "gray" }
            : percent === null
              ? {
                  label: t("review.source.EXTRACTED_plain"),
                  hint: t("review.source.EXTRACTED_plain_hint"),
                  color: "blue",
                }
              : {
                  label: t("review.source.EXTRACTED", { percent }),
                  hint: t("review.source.EXTRACTED_hint", { percent }),
                  color: percent < 70 ? "orange" : "blue",
                };
  return (
    <Tooltip label={hint} withArrow openDelay={300}>
      <Badge
        size="xs"
        radius="sm"
        variant="light"
        color={color}
        tt="none"
        fw={500}
        style={{ flexShrink: 0 }}
        data-testid="field-source"
      >
        {label}
      </Badge>
    </Tooltip>
  );
}
