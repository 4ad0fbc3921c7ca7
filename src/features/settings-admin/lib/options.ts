import type { Option } from "../components/ClientCompanyForm.tsx";

/** Select options of the companies or client companies a page query listed. */
export function optionsOf(
  list:
    | {
        readonly nodes: readonly ({
          readonly rowId: string;
          readonly brandNameOrName: string | null | undefined;
        } | null)[];
      }
    | null
    | undefined,
): Option[] {
  return (list?.nodes ?? []).flatMap((node) =>
    node ? [{ value: node.rowId, label: node.brandNameOrName ?? "" }] : [],
  );
}
