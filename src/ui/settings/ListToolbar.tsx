import { CloseButton, Group, Switch, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useDebouncedSearchText } from "./useDebouncedSearchText.ts";

export interface ListToolbarProps {
  searchText: string | undefined;
  onSearchTextChange: (text: string | undefined) => void;
  searchLabel: string;
  searchPlaceholder: string;
  /** The include-inactive switch; left out when the list has none. */
  includeInactive?: { value: boolean; label: string; onChange: (value: boolean) => void };
}

/** Search box (debounced into the URL) and the include-inactive switch of a list page. */
export function ListToolbar({
  searchText,
  onSearchTextChange,
  searchLabel,
  searchPlaceholder,
  includeInactive,
}: ListToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useDebouncedSearchText(searchText, onSearchTextChange);
  return (
    <Group justify="space-between" align="center" gap="md">
      <TextInput
        aria-label={searchLabel}
        placeholder={searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && text !== "") {
            setText("");
            onSearchTextChange(undefined);
          }
        }}
        rightSection={
          text !== "" ? (
            <CloseButton
              size="sm"
              aria-label={t("list.clearSearch")}
              onClick={() => {
                setText("");
                onSearchTextChange(undefined);
              }}
            />
          ) : null
        }
        w={{ base: "100%", sm: 360 }}
        type="search"
      />
      {includeInactive ? (
        <Switch
          label={includeInactive.label}
          checked={includeInactive.value}
          onChange={(event) => includeInactive.onChange(event.currentTarget.checked)}
        />
      ) : null}
    </Group>
  );
}
