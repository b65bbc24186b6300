/** What counts as a pt-BR message of the specification (docs/spec) and how it is found in the product (messages.test.ts). */

export interface SpecMessage {
  text: string;
  /** The document and section it comes from, e.g. 'part-2-operations-account.md §8'. */
  source: string;
}

/** Quoted text of the specification that is not an interface message, and why. */
const ALLOWED_NON_MESSAGES = new Set([
  // paths, flows, numbers and API values
  '/',
  '-',
  '0',
  '1',
  '2',
  'box',
  'order-hub',
  'business',
  'fleet',
  'cargo',
  'newRole',
  // a stored flag's name, a status word matched in lower case, a word of a message, prose names
  'no courier warning',
  'em preparo',
  'encerrados',
  'editado',
  'load more',
  // apostrophes of English possessives read as quotes ("the selected franchise store's … the user's")
  's postpaid flag overrides the user',
  's role refreshes the user',
]);

export function extractMessages(markdown: string, document: string): SpecMessage[] {
  const found: SpecMessage[] = [];
  let section = '';
  const add = (raw: string) => {
    let text = raw.trim();
    // part-2 §5 writes '...nome social do perfil!' for 'Preencha o campo de nome social do perfil!'.
    if (text.startsWith('...')) text = `Preencha o campo de ${text.slice(3)}`;
    if (!text || ALLOWED_NON_MESSAGES.has(text) || found.some((m) => m.text === text)) return;
    found.push({ text, source: `${document}${section ? ` ${section}` : ''}` });
  };
  let inCatalogue = false;
  for (const line of markdown.split('\n')) {
    const heading = /^##\s+(\d+)\.\s+(.*)$/.exec(line);
    if (heading) {
      section = `§${heading[1]}`;
      inCatalogue = /error catalogue/i.test(heading[2]!);
    }
    for (const match of line.matchAll(/'([^'\n]+)'/g)) add(match[1]!);
    // Part-1's error catalogue: | Situation | Message |, the messages unquoted.
    const cells = inCatalogue && line.startsWith('|') ? line.split('|').map((c) => c.trim()) : [];
    const message = cells[2];
    if (message && !/^-+$/.test(message) && message !== 'Message' && !message.includes("'") && /^[A-ZÀ-Ú]/.test(message)) {
      for (const part of message.replace(/\s*\(then go to \/\)$/, '').split(' / ')) add(part);
    }
  }
  return found;
}

/** A message with placeholders ('Exibindo: {period}') is found when its fixed parts are, in order, in one file. */
export function appearsIn(text: string, source: string): boolean {
  const parts = text.split(/\{[^}]*\}/).filter(Boolean);
  let from = 0;
  for (const part of parts) {
    const at = source.indexOf(part, from);
    if (at < 0) return false;
    from = at + part.length;
  }
  return true;
}
