// Where the tags page links: the documents list filtered by a tag (spec part 2 §7: tag ids).

export function taggedDocumentsHref(clientCompanyRowId: string, tagRowId: string): string {
  const params = new URLSearchParams({ clientCompanyRowId, tagRowIds: JSON.stringify([tagRowId]) });
  return `/documents?${params}`;
}
