// The module every production build shares under the key `react-router-dom` (infra/build/index.cjs
// FACADES): the router parts the packages use, taken from `react-router` (which
// `react-router-dom` 7 only re-exports), so the page ships those instead of the whole router
// (issue 14). `react-router` is not a share key, so it is bundled into this module alone.
// A name used by any package and missing here fails infra/build/__tests__/facades.test.js.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  createBrowserRouter,
  isRouteErrorResponse,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
