// The booking exports: the exports page (settings) and the export dialog the documents list opens.
export { ExportDialog, type ExportDialogProps } from "./components/ExportDialog.tsx";
export { ExportsPage } from "./pages/ExportsPage.tsx";
