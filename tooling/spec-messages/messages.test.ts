import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appearsIn, extractMessages, type SpecMessage } from './specMessages';

/**
 * Every pt-BR message the specification (docs/spec/, the repository's copy) quotes is in the product word for
 * word: it fails on a message changed or missing in the features' messages.ts files.
 */
const repo = path.resolve(__dirname, '../..');
const PACKAGES = ['shared', 'host', 'remote-auth', 'remote-delivery', 'remote-operations', 'remote-account'];

const SPEC_PARTS = ['part-1-signin-dashboard-delivery.md', 'part-2-operations-account.md'];
const specMessages: SpecMessage[] = [];
for (const part of SPEC_PARTS) {
  for (const message of extractMessages(readFileSync(path.join(repo, 'docs/spec', part), 'utf8'), part)) {
    if (!specMessages.some((m) => m.text === message.text)) specMessages.push(message);
  }
}
/** The text of every features' messages.ts. */
const files = PACKAGES.map((pkg) => path.join(repo, pkg, 'src')).flatMap((src) =>
  (readdirSync(src, { recursive: true }) as string[])
    .filter((file) => path.basename(file) === 'messages.ts' && !/(^|[\\/])(node_modules|generated)[\\/]/.test(file))
    .map((file) => readFileSync(path.join(src, file), 'utf8')),
);

describe('the specification’s messages', () => {
  it('finds them in part-1 and part-2', () => {
    expect(specMessages.length).toBeGreaterThan(150);
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(specMessages.map((m) => [m.text, m.source] as const))('%s (%s) is in a messages.ts, word for word', (text) => {
    expect(files.some((file) => appearsIn(text, file))).toBe(true);
  });
});

describe('extracting them', () => {
  it('takes quoted texts and the error catalogue, expands the elided form and leaves out what is not a message', () => {
    const markdown = [
      '## 5. Validation rules',
      "- Profile: 'Preencha o campo de nome do perfil!', '...email do perfil!'; flow 'box'.",
      '## 8. Error catalogue',
      '| Situation | Message |',
      '|---|---|',
      '| Reverse create success / failure | Pedido criado com sucesso! / Erro ao criar pedido! |',
      '| Password reset success | Senha alterada com sucesso! (then go to /) |',
      '| Order count failure | only logged |',
    ].join('\n');
    expect(extractMessages(markdown, 'doc.md').map((m) => [m.text, m.source])).toEqual([
      ['Preencha o campo de nome do perfil!', 'doc.md §5'],
      ['Preencha o campo de email do perfil!', 'doc.md §5'],
      ['Pedido criado com sucesso!', 'doc.md §8'],
      ['Erro ao criar pedido!', 'doc.md §8'],
      ['Senha alterada com sucesso!', 'doc.md §8'],
    ]);
  });

  it('finds a message with placeholders by its fixed parts, in order', () => {
    // The second arguments are source code as messages.ts holds it: the ${…} are meant to stay text.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source code as text
    expect(appearsIn('Exibindo: {period}', 'showing: (p) => `Exibindo: ${p}`')).toBe(true);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source code as text
    expect(appearsIn('de {start} até {end}', 'range: (a, b) => `de ${a} até ${b}`')).toBe(true);
    expect(appearsIn('Erro ao criar pedido {n}', "x: 'Erro ao criar o pedido'")).toBe(false);
  });
});
