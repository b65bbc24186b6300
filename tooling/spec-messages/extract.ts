/**
 * Refreshes tooling/spec-messages/messages.json from the specification: every quoted text of part-1 and
 * part-2 (and the message column of part-1's error catalogue, whose cells are not quoted), minus the quoted
 * text that is not a message (ALLOWED_NON_MESSAGES). messages.test.ts then checks that each one appears
 * word for word in a messages.ts of the product, from the repository alone.
 *
 *   node_modules/.bin/tsx tooling/spec-messages/extract.ts [../shared/spec]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALLOWED_NON_MESSAGES, extractMessages, type SpecMessage } from './specMessages';

const here = path.dirname(fileURLToPath(import.meta.url));
const specDir = path.resolve(process.argv[2] ?? path.join(here, '../../../shared/spec'));
const documents = ['part-1-signin-dashboard-delivery.md', 'part-2-operations-account.md'];

const messages: SpecMessage[] = [];
for (const name of documents) {
  for (const message of extractMessages(readFileSync(path.join(specDir, name), 'utf8'), name)) {
    if (!messages.some((m) => m.text === message.text)) messages.push(message);
  }
}
writeFileSync(path.join(here, 'messages.json'), `${JSON.stringify(messages, null, 2)}\n`);
process.stdout.write(`${messages.length} messages from ${documents.join(', ')} (${ALLOWED_NON_MESSAGES.size} quoted texts allowed as non-messages)\n`);
