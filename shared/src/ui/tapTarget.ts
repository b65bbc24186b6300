import type { CSSProperties } from 'react';

/**
 * A link or small control standing on its own (a 'Voltar' link, 'Ver histórico'): a finger's height, 44 px,
 * its text centred in it. A link inside a sentence keeps the sentence's line.
 */
export const TAP_TARGET: CSSProperties = { display: 'inline-flex', alignItems: 'center', minHeight: 44 };
