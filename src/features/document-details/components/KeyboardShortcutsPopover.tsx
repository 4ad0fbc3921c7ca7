import { ActionIcon, Group, Kbd, Popover, Table, Text, Tooltip } from "@mantine/core";
import { IconKeyboard } from "@tabler/icons-react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { NAMED_KEYS, type NamedKey, SHORTCUTS } from "../lib/shortcuts.ts";

const isNamedKey = (key: string): key is NamedKey => (NAMED_KEYS as readonly string[]).includes(key);

/** The page's keyboard shortcuts, listed in a small popover. */
export function KeyboardShortcutsPopover() {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" withArrow shadow="md" width={320}>
      <Popover.Target>
        <Tooltip label={t("documentDetails.shortcuts.title")} withArrow>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t("documentDetails.shortcuts.title")}>
            <IconKeyboard size={20} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown aria-label={t("documentDetails.shortcuts.title")}>
        <Text fw={600} fz="sm" mb="xs">
          {t("documentDetails.shortcuts.title")}
        </Text>
        <Table fz="sm" verticalSpacing={4} withRowBorders={false}>
          <Table.Tbody>
            {SHORTCUTS.map(({ action, keys }) => (
              <Table.Tr key={action}>
                <Table.Td>{t(`documentDetails.shortcuts.actions.${action}`)}</Table.Td>
                <Table.Td ta="right">
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {keys.map((key, index) => (
                      <Fragment key={key}>
                        {index > 0 ? (
                          <Text span fz="xs" c="dimmed">
                            {t("documentDetails.shortcuts.or")}
                          </Text>
                        ) : null}
                        <Kbd size="xs">{isNamedKey(key) ? t(`documentDetails.shortcuts.keys.${key}`) : key}</Kbd>
                      </Fragment>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text fz="xs" c="dimmed" mt="xs">
          {t("documentDetails.shortcuts.hint")}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
