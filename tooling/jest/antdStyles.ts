/**
 * Why the tests keep only part of antd's styles: jsdom's getComputedStyle matches each of antd's thousands of rules
 * against an element and its ancestors, for every candidate of a getByRole, so screen tests spent most of their time
 * there. What the tests read of the styles is only whether an element is hidden or can be clicked: display, visibility,
 * opacity and pointer-events, kept in their rules and in order (the same cascade). Every other declaration, a rule left
 * with none, and at-rules (jsdom applies no @media query of antd's) are dropped.
 */

const READ_BY_TESTS = /^\s*(display|visibility|opacity|pointer-events)\s*:/i;

/** The end of the block that opens at `open` (the index of its '{'), or the text's length. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return css.length;
}

/** The declarations of display, visibility, opacity and pointer-events in `css`, in their rules, as CSS text. */
export function keepRulesTestsRead(css: string): string {
  const kept: string[] = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open === -1) break;
    const prelude = css.slice(i, open).trim();
    const end = blockEnd(css, open);
    const body = css.slice(open + 1, end);
    if (prelude.startsWith('@layer')) kept.push(keepRulesTestsRead(body));
    else if (!prelude.startsWith('@')) {
      const declarations = body.split(';').filter((declaration) => READ_BY_TESTS.test(declaration));
      if (declarations.length) kept.push(`${prelude}{${declarations.map((d) => d.trim()).join(';')}}`);
    }
    i = end + 1;
  }
  return kept.join('');
}
