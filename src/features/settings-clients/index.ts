// Settings → clients: the accounting firm's staff see all its clients and one client's details.
export { ClientDetailPage, clientDetailPageQuery } from "./pages/ClientDetailPage.tsx";
export { ClientsListPage, clientsListPageQuery } from "./pages/ClientsListPage.tsx";
