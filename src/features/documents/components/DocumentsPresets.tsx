import { Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { DocumentsSearch, DocumentsView } from "../../../lib/search/documentsSearchSchema.ts";
import { ButtonLink } from "../../../shell/links.tsx";
import { type DocumentsPreset, isPresetActive } from "../lib/documentsPresets.ts";

export interface DocumentsPresetsProps {
  presets: readonly DocumentsPreset[];
  search: DocumentsSearch;
  view: DocumentsView;
  clientCompanyRowId: string;
}

/** The preset shortcuts: links (middle click, bookmarks) that keep the current view; the one
 * matching the current filter is highlighted. */
export function DocumentsPresets({ presets, search, view, clientCompanyRowId }: DocumentsPresetsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap" role="navigation" aria-label={t("documents.presets.label")}>
      {presets.map((preset) => {
        const isActive = isPresetActive(preset, search, view);
        return (
          <ButtonLink
            key={preset.id}
            to="/documents"
            search={{ clientCompanyRowId, view: search.view, ...preset.filter }}
            size="compact-sm"
            radius="xl"
            variant={isActive ? "filled" : "default"}
            // Highlighted by what the filter does (lib/documentsPresets.ts), not by the router's
            // partial URL match (which would also mark "open items" inside "open items vendors").
            activeOptions={{ exact: true, includeSearch: true }}
            aria-current={isActive ? "page" : undefined}
            fw={isActive ? 600 : 500}
          >
            {t(`documents.presets.${preset.id}`)}
          </ButtonLink>
        );
      })}
    </Group>
  );
}
