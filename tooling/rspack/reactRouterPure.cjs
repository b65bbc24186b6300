/**
 * react-router's production build defines its components and contexts at the top level with calls the minifier
 * cannot prove pure (`var NavLink = React10.forwardRef(…)`) and names them afterwards (`NavLink.displayName = …`),
 * so every component stayed in the bundle whether the portal uses it or not: Form, NavLink, the prefetch links and
 * the RSC error handler were ~4 KB gzip on the sign-in page (docs/performance.md). This loader marks those calls
 * pure and drops the displayName lines (names for React DevTools, which a production build does not show), so the
 * minifier keeps only what the declarative module's names reach (react-router-declarative.mjs).
 */
module.exports = function reactRouterPure(source) {
  return source
    .replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2')
    .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '');
};
