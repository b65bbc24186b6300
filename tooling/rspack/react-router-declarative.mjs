/**
 * The one react-router the portal shares (tooling/rspack/shared-deps.ts, docs/performance.md): the
 * declarative-mode API of react-router-dom 7 (<BrowserRouter>, <Routes>, hooks), from react-router's
 * production build. A shared module is never tree-shaken, so sharing 'react-router-dom' whole put
 * data routers, server rendering, cookies and sessions (~59 KB gzip) on the sign-in page; this module
 * is what every app offers (and consumes) as 'react-router-dom' instead, so that
 * the bundler keeps only what these names reach. One module in every app: one router context.
 * An import of a name not listed here fails the build (sharedImportsCheck.ts). The list is the names the
 * workspace imports, no more: every name costs every page its code (the unused ones, NavLink, HashRouter, the search
 * params and route-object hooks, were ~1.3 KB gzip on the sign-in page: docs/performance.md). A remote that needs
 * another adds it here and releases the host first (docs/deployment.md).
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Link,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
} from '__portal_react_router__';
