import { ActionIcon, Group, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCheck, IconX } from "@tabler/icons-react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { useServerRefusal } from "../../../ui/useServerRefusal.ts";
import { refusalKeyOf } from "../lib/refusals.ts";
import { TAG_MAX, tagFormSchema, type TagFormInput, type TagFormValues } from "../lib/tagFormSchema.ts";
import { useRenameTagMutation } from "../mutations/tagMutations.ts";

const K = "settingsTags";
const FORM_FIELDS: ReadonlySet<string> = new Set(["tag"]);
const FIELD_OF_CONSTRAINT = {
  client_company_tags_company_tag_key: "tag",
  client_company_tags_tag_check: "tag",
};

export interface RenameTagFormProps {
  rowId: string;
  tag: string;
  onDone: () => void;
}

/** The tag's name edited in its row: Enter saves, Escape cancels; a clash or an empty name is
 * shown at the field and nothing changes. */
export function RenameTagForm({ rowId, tag, onDone }: RenameTagFormProps) {
  const { t } = useTranslation();
  const [commit] = useRenameTagMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TagFormInput, unknown, TagFormValues>({
    resolver: zodResolver(tagFormSchema),
    defaultValues: { tag },
  });
  const { formError, setFormError, handleRefusal } = useServerRefusal(
    setError,
    FORM_FIELDS,
    refusalKeyOf,
    FIELD_OF_CONSTRAINT,
  );
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    if (values.tag === tag) {
      onDone();
      return;
    }
    try {
      const response = await commitAsPromise(commit, { rowId, tag: values.tag });
      changedRow(response.updateClientCompanyTag?.clientCompanyTag);
      notifications.show({ color: "teal", message: t(`${K}.renamed`) });
      onDone();
    } catch (refusal) {
      handleRefusal(refusal);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`${K}.renameLabel`, { tag })}>
      <Group gap={4} align="flex-start" wrap="nowrap">
        <TextInput
          size="xs"
          style={{ flex: 1, maxWidth: 420 }}
          aria-label={t(`${K}.renameLabel`, { tag })}
          maxLength={TAG_MAX + 20}
          autoFocus
          {...register("tag")}
          onKeyDown={(event) => {
            if (event.key === "Escape") onDone();
          }}
          error={fieldErrorText(t, errors.tag?.message) ?? formError ?? undefined}
        />
        <ActionIcon type="submit" variant="subtle" loading={isSubmitting} aria-label={t(`${K}.save`)} mt={2}>
          <IconCheck size={16} />
        </ActionIcon>
        <ActionIcon variant="subtle" color="gray" aria-label={t(`${K}.cancel`)} onClick={onDone} mt={2}>
          <IconX size={16} />
        </ActionIcon>
      </Group>
    </form>
  );
}
