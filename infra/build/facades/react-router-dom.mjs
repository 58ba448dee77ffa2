// The module every production build shares under the key `react-router-dom` (infra/build/index.cjs
// FACADES): the router parts the packages use, taken from `react-router` (which
// `react-router-dom` 7 only re-exports), so the page ships those instead of the whole router
// (issue 14). `react-router` is not a share key, so it is bundled into this module alone.
// The shell renders its routes in the router's declarative mode (BrowserRouter and useRoutes):
// it uses no loaders or actions, and the data router behind createBrowserRouter was half of the
// router's bytes (30.0 against 13.8 KB gzip for these names, measured alone).
// A name used by any package and missing here fails infra/build/__tests__/facades.test.js.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
