import { zodResolver } from "@hookform/resolvers/zod";
import { notifications } from "@mantine/notifications";
import { useCallback, useEffect, useRef, useState } from "react";
import { type FieldValues, type Path, type Resolver, useForm, type UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useConfirmDocumentFieldsMutation } from "../mutations/useConfirmDocumentFieldsMutation.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { refusalKeyOf, refusalText, serverRefusalOf } from "../lib/serverRefusal.ts";

/**
 * A review form over stored values. The form starts with the server's values and follows
 * them while the person has changed nothing (another save, a refresh); with unsaved changes
 * it keeps them. Its schema is built for the values the form was filled with, so only
 * changes are checked (as the database does).
 */
export function useReviewFormState<T extends FieldValues>(
  serverValues: T,
  makeSchema: (initial: T) => z.ZodType<T, T>,
) {
  const defaultsRef = useRef(serverValues);
  const resolver: Resolver<T> = useCallback(
    (values, context, options) =>
      (zodResolver as unknown as (schema: z.ZodType) => Resolver<T>)(makeSchema(defaultsRef.current))(
        values,
        context,
        options,
      ),
    [makeSchema],
  );
  const form = useForm<T>({ defaultValues: serverValues as never, resolver, mode: "onTouched" });
  const { isDirty } = form.formState;
  const serverKey = JSON.stringify(serverValues);
  const defaultsKey = useRef(serverKey);
  useEffect(() => {
    if (isDirty || serverKey === defaultsKey.current) return;
    defaultsKey.current = serverKey;
    defaultsRef.current = serverValues;
    form.reset(serverValues);
  }, [serverKey, isDirty, serverValues, form]);

  /** After a save: the saved values are the form's new starting point (the server's own
   * answer replaces them once it has rendered). */
  const markSaved = useCallback(
    (values: T) => {
      defaultsRef.current = values;
      form.reset(values);
    },
    [form],
  );
  return { form, initialValues: () => defaultsRef.current, markSaved };
}

/** Shows a refused save: at its field when the form has it (the person's input stays),
 * otherwise as the form's message. Answers the form-level message key, or null. */
export function useRefusalHandler<T extends FieldValues>(
  setError: UseFormSetError<T>,
  formFields: ReadonlySet<string>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const handle = useCallback(
    (error: unknown) => {
      const refusal = serverRefusalOf(error, formFields);
      const message = refusalKeyOf(refusal);
      if (refusal.field) {
        setError(refusal.field as Path<T>, { type: "server", message }, { shouldFocus: true });
        setFormError(null);
      } else {
        setFormError(message);
      }
    },
    [setError, formFields],
  );
  return { formError, setFormError, handleRefusal: handle };
}

/** confirmDocumentFields for form fields (translated to their field-state names). */
export function useConfirmFields(documentRowId: string, stateNameOf: (field: string) => string) {
  const { t } = useTranslation();
  const [commit] = useConfirmDocumentFieldsMutation();
  const [confirming, setConfirming] = useState<ReadonlySet<string>>(new Set());
  const confirm = useCallback(
    (fields: string[]) => {
      if (fields.length === 0) return;
      setConfirming((previous) => new Set([...previous, ...fields]));
      commitAsPromise(commit, {
        input: { documentRowId, fields: fields.map(stateNameOf) },
        documentRowId,
      })
        .catch((error: unknown) => {
          const { code } = serverRefusalOf(error, new Set());
          notifications.show({
            color: "red",
            title: t("documentReview.confirmFailed"),
            message: refusalText(code, t),
          });
        })
        .finally(() => setConfirming((previous) => new Set([...previous].filter((field) => !fields.includes(field)))));
    },
    [commit, documentRowId, stateNameOf, t],
  );
  return { confirm, confirming };
}
