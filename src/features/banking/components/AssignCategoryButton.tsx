import { Alert, Button, Group, Popover, Stack, Tooltip } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconTag } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { MoneyCategoryOption } from "../hooks/useBankingOptions.ts";
import { bankingErrorMessage } from "../lib/bankingErrors.ts";
import { useSetMoneyTransactionsCategoryMutation } from "../mutations/useSetMoneyTransactionsCategoryMutation.ts";
import { CategoryPicker } from "./CategoryPicker.tsx";
import { formatCount } from "../../../lib/format.ts";

export interface AssignCategoryButtonProps {
  rowIds: readonly string[];
  categories: readonly MoneyCategoryOption[];
  isDisabled: boolean;
  disabledReason: string;
  onAssigned: () => void;
}

/** "Kategorie zuweisen" for the selected transactions: a category picker in a popover. */
export function AssignCategoryButton({
  rowIds,
  categories,
  isDisabled,
  disabledReason,
  onAssigned,
}: AssignCategoryButtonProps) {
  const { t, i18n } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [categoryRowId, setCategoryRowId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [commit, isSaving] = useSetMoneyTransactionsCategoryMutation();
  const assign = () => {
    if (!categoryRowId) {
      setError(t("banking.category.required"));
      return;
    }
    setError(null);
    const name = categories.find((category) => category.rowId === categoryRowId)?.name ?? "";
    commit({
      variables: { input: { moneyTransactionRowIds: [...rowIds], moneyCategoryRowId: categoryRowId } },
      onCompleted: (response) => {
        const count = response.setMoneyTransactionsCategory?.result?.length ?? 0;
        notifications.show({
          color: "teal",
          message: t("banking.category.assigned", {
            count,
            formatted: formatCount(count, i18n.language),
            category: name,
          }),
        });
        setIsOpen(false);
        setCategoryRowId(null);
        onAssigned();
      },
      onError: (failure) => setError(bankingErrorMessage(failure, t)),
    });
  };
  const button = (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconTag size={14} />}
      disabled={isDisabled || categories.length === 0}
      onClick={() => setIsOpen((open) => !open)}
    >
      {t("banking.category.assign")}
    </Button>
  );
  if (isDisabled || categories.length === 0) {
    return (
      <Tooltip label={isDisabled ? disabledReason : t("banking.category.none")} withArrow>
        <span>{button}</span>
      </Tooltip>
    );
  }
  return (
    <Popover opened={isOpen} onChange={setIsOpen} width={320} position="bottom-end" withArrow trapFocus shadow="md">
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <CategoryPicker
            label={t("banking.category.label")}
            categories={categories}
            value={categoryRowId}
            onChange={(next) => {
              setCategoryRowId(next);
              setError(null);
            }}
            error={error && !categoryRowId ? error : undefined}
            autoFocus
          />
          {error && categoryRowId ? (
            <Alert color="red" variant="light" role="alert" p="xs">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={() => setIsOpen(false)}>
              {t("banking.actions.cancel")}
            </Button>
            <Button size="xs" onClick={assign} loading={isSaving}>
              {t("banking.category.apply", { count: rowIds.length })}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
