import type { Random } from '../random';

/** Brazilian names: the staff, the couriers and the customers of the seeded orders. */

// biome-ignore format: a list of names reads better by the line
export const FIRST_NAMES = [
  'Ana', 'Bruno', 'Camila', 'Daniel', 'Eduarda', 'Felipe', 'Gabriela', 'Gustavo', 'Helena', 'Igor', 'Juliana',
  'Kauã', 'Larissa', 'Lucas', 'Mariana', 'Matheus', 'Natália', 'Otávio', 'Patrícia', 'Rafael', 'Renata',
  'Rodrigo', 'Sabrina', 'Thiago', 'Vanessa', 'Vinícius', 'Beatriz', 'Carlos', 'Débora', 'Fernanda', 'João',
  'Letícia', 'Marcos', 'Priscila', 'Ricardo', 'Tatiane', 'Wesley', 'Yasmin', 'André', 'Luana',
] as const;

// biome-ignore format: a list of names reads better by the line
export const LAST_NAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
] as const;

export const personName = (random: Random): string => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;

/** 'João Silva' → 'joao.silva', for e-mail addresses. */
export const slug = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
