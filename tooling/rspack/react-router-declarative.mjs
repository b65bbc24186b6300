/**
 * The one react-router the portal shares (tooling/rspack/shared-deps.ts, docs/performance.md): the
 * declarative-mode API of react-router-dom 7 (<BrowserRouter>, <Routes>, hooks), from react-router's
 * production build. A shared module is never tree-shaken, so sharing 'react-router-dom' whole put
 * data routers, server rendering, cookies and sessions (~59 KB gzip) on the sign-in page; this module
 * is what every app offers (and consumes) as 'react-router-dom' instead, so that
 * the bundler keeps only what these names reach. One module in every app: one router context.
 * An import of a name not listed here fails the build (see reactRouterShares in shared-deps.ts).
 */
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  NavigationType,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
} from '__portal_react_router__';
