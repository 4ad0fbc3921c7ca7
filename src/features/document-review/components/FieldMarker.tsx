import { ActionIcon, Badge, Button, Group, Text, Tooltip } from "@mantine/core";
import { IconCircleCheckFilled, IconSparkles, IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { confidencePercent, formatDateTime } from "../../../lib/format.ts";
import type { FieldState } from "../hooks/useFieldStates.ts";
import { useReviewFormContext } from "./ReviewFormContext.tsx";

/** Whether a stored form value is there (not empty, not null; a flag always is). */
export function hasValue(value: unknown): boolean {
  return value !== null && value !== undefined && value !== "";
}

function valueAt(values: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values);
}

/**
 * The line under a field's label: where the stored value came from (e-invoice, recognised
 * with a confidence, the partner's master data, an accepted suggestion, or edited by whom and
 * when), whether someone confirmed it, and a button to confirm it; beside an empty field the
 * recognition's suggestion with "accept" and "dismiss". An unsaved change is marked as such (it cannot be confirmed before saving).
 * Null when there is nothing to say.
 */
export function useFieldMarker(name: string, label: string, enabled = true): ReactNode {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext();
  const { dirtyFields, defaultValues } = useFormState({ control, name });
  const { fieldStates, stateNameOf, isReadOnly, confirm, confirming, suggestionOf } = useReviewFormContext();
  const current: unknown = useWatch({ control, name });
  const state = fieldStates.get(stateNameOf(name));
  const isDirty = Boolean(valueAt(dirtyFields, name));
  const isStored = hasValue(valueAt(defaultValues, name));
  const parts: ReactNode[] = [];
  // A suggestion stands beside the empty field only: typing a value puts it aside.
  const suggestion = !isReadOnly && !isStored && !hasValue(current) ? suggestionOf?.(name) : undefined;
  if (suggestion) parts.push(<SuggestionLine key="suggestion" name={name} label={label} suggestion={suggestion} />);

  if (isDirty) {
    parts.push(
      <Badge key="dirty" component="span" size="xs" variant="light" color="yellow" tt="none" fw={500}>
        {t("documentReview.marker.unsaved")}
      </Badge>,
    );
  } else if (state) {
    parts.push(<SourceBadge key="source" state={state} locale={i18n.language} />);
  }
  if (!isDirty && state?.confirmedAt) {
    const by = state.confirmedByName ?? t("documentReview.marker.someone");
    const at = formatDateTime(state.confirmedAt, i18n.language);
    parts.push(
      <Tooltip key="confirmed" label={t("documentReview.marker.confirmedBy", { name: by, at })} withArrow>
        <Group component="span" gap={2} wrap="nowrap" c="teal.7" style={{ display: "inline-flex" }}>
          <IconCircleCheckFilled size={14} aria-hidden />
          <Text component="span" fz="xs" fw={500}>
            {t("documentReview.marker.confirmed")}
          </Text>
        </Group>
      </Tooltip>,
    );
  } else if (!isDirty && isStored && !isReadOnly) {
    parts.push(
      <Button
        key="confirm"
        size="compact-xs"
        variant="subtle"
        fw={500}
        loading={confirming.has(name)}
        onClick={() => confirm([name])}
        aria-label={t("documentReview.marker.confirmField", { field: label })}
      >
        {t("documentReview.marker.confirm")}
      </Button>,
    );
  }
  if (!enabled || parts.length === 0) return null;
  return (
    <Group component="span" gap={6} wrap="wrap" style={{ display: "inline-flex" }} data-testid={`marker-${name}`}>
      {parts}
    </Group>
  );
}

/** The suggestion beside an empty field: its value, one click to accept it, one to dismiss it. */
function SuggestionLine({
  name,
  label,
  suggestion,
}: {
  name: string;
  label: string;
  suggestion: { text: string; confidence: string };
}) {
  const { t } = useTranslation();
  const { acceptSuggestion, dismissSuggestion, suggestionBusy } = useReviewFormContext();
  const percent = confidencePercent(suggestion.confidence);
  const busy = suggestionBusy?.has(name) ?? false;
  return (
    <Group component="span" gap={4} wrap="wrap" style={{ display: "inline-flex" }} data-testid={`suggestion-${name}`}>
      <Tooltip label={t("documentReview.marker.suggestionHint", { percent: percent ?? 0 })} withArrow>
        <Badge
          component="span"
          size="xs"
          variant="light"
          color="violet"
          tt="none"
          fw={500}
          leftSection={<IconSparkles size={11} aria-hidden />}
        >
          {t("documentReview.marker.suggestion", { value: suggestion.text })}
        </Badge>
      </Tooltip>
      <Button
        size="compact-xs"
        variant="subtle"
        color="violet"
        fw={500}
        style={{ flexShrink: 0 }}
        loading={busy}
        onClick={() => acceptSuggestion?.(name)}
        aria-label={t("documentReview.marker.acceptSuggestionField", { field: label, value: suggestion.text })}
      >
        {t("documentReview.marker.acceptSuggestion")}
      </Button>
      <ActionIcon
        size="xs"
        variant="subtle"
        color="gray"
        disabled={busy}
        onClick={() => dismissSuggestion?.(name)}
        aria-label={t("documentReview.marker.dismissSuggestionField", { field: label })}
      >
        <IconX size={12} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function SourceBadge({ state, locale }: { state: FieldState; locale: string }) {
  const { t } = useTranslation();
  if (state.source === "PARTNER") {
    return (
      <Tooltip label={t("documentReview.marker.partnerHint")} withArrow>
        <Badge component="span" size="xs" variant="light" color="grape" tt="none" fw={500}>
          {t("documentReview.marker.partner")}
        </Badge>
      </Tooltip>
    );
  }
  if (state.source === "SUGGESTION") {
    const percent = confidencePercent(state.confidence);
    return (
      <Tooltip label={t("documentReview.marker.suggestionAcceptedHint", { percent: percent ?? 0 })} withArrow>
        <Badge component="span" size="xs" variant="light" color="violet" tt="none" fw={500}>
          {t("documentReview.marker.suggestionAccepted")}
        </Badge>
      </Tooltip>
    );
  }
  if (state.source === "EINVOICE") {
    return (
      <Tooltip label={t("documentReview.marker.einvoiceHint")} withArrow>
        <Badge component="span" size="xs" variant="light" color="teal" tt="none" fw={500}>
          {t("documentReview.marker.einvoice")}
        </Badge>
      </Tooltip>
    );
  }
  if (state.source === "EXTRACTED") {
    const percent = confidencePercent(state.confidence);
    return (
      <Tooltip label={t("documentReview.marker.extractedHint")} withArrow>
        <Badge
          component="span"
          size="xs"
          variant="light"
          color={percent !== null && percent < 70 ? "orange" : "blue"}
          tt="none"
          fw={500}
        >
          {percent === null
            ? t("documentReview.marker.extractedPlain")
            : t("documentReview.marker.extracted", { percent })}
        </Badge>
      </Tooltip>
    );
  }
  const at = formatDateTime(state.lastEditAt, locale);
  return (
    <Text component="span" fz={11} c="dimmed" lh={1.3}>
      {state.lastEditByName
        ? t("documentReview.marker.editedBy", { name: state.lastEditByName, at })
        : t("documentReview.marker.edited", { at })}
    </Text>
  );
}
