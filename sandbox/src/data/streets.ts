import type { components } from 'shared/contract-types/common';

/**
 * Real streets of São Paulo (and one in Rio de Janeiro, outside every store's operating radius) with a
 * neighbourhood, a CEP of the street and the coordinates of a point on it. Used by the seed for order
 * addresses and by the geo-service routes for place search and geocoding.
 */
export interface Street {
  /** Stable id, usable as a place id. */
  id: string;
  street: string;
  neighborhood: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
  lat: number;
  lng: number;
}

const sp = (id: string, street: string, neighborhood: string, zipCode: string, lat: number, lng: number): Street => ({
  id,
  street,
  neighborhood,
  city: 'São Paulo',
  state: 'SP',
  country: 'BR',
  zipCode,
  lat,
  lng,
});

export const SAO_PAULO_STREETS: readonly Street[] = [
  sp('sp-paulista', 'Avenida Paulista', 'Bela Vista', '01310-100', -23.5613, -46.6565),
  sp('sp-augusta', 'Rua Augusta', 'Consolação', '01305-000', -23.5537, -46.6544),
  sp('sp-oscar-freire', 'Rua Oscar Freire', 'Jardim Paulista', '01426-001', -23.5629, -46.6713),
  sp('sp-faria-lima', 'Avenida Brigadeiro Faria Lima', 'Itaim Bibi', '04538-132', -23.5869, -46.6823),
  sp('sp-consolacao', 'Rua da Consolação', 'Consolação', '01302-001', -23.55, -46.65),
  sp('sp-teodoro', 'Rua Teodoro Sampaio', 'Pinheiros', '05405-000', -23.5628, -46.6824),
  sp('sp-haddock', 'Rua Haddock Lobo', 'Cerqueira César', '01414-001', -23.5598, -46.6652),
  sp('sp-bela-cintra', 'Rua Bela Cintra', 'Consolação', '01415-000', -23.558, -46.6612),
  sp('sp-frei-caneca', 'Rua Frei Caneca', 'Consolação', '01307-001', -23.5531, -46.6518),
  sp('sp-brig-luis-antonio', 'Avenida Brigadeiro Luís Antônio', 'Bela Vista', '01318-002', -23.5627, -46.6474),
  sp('sp-treze-maio', 'Rua Treze de Maio', 'Bela Vista', '01327-000', -23.5604, -46.6451),
  sp('sp-rebouças', 'Avenida Rebouças', 'Pinheiros', '05402-000', -23.5646, -46.6766),
  sp('sp-cardeal', 'Rua Cardeal Arcoverde', 'Pinheiros', '05407-002', -23.5648, -46.6857),
  sp('sp-pinheiros', 'Rua dos Pinheiros', 'Pinheiros', '05422-001', -23.5668, -46.6877),
  sp('sp-fradique', 'Rua Fradique Coutinho', 'Pinheiros', '05416-011', -23.5603, -46.6903),
  sp('sp-harmonia', 'Rua Harmonia', 'Vila Madalena', '05435-000', -23.5545, -46.6904),
  sp('sp-aspicuelta', 'Rua Aspicuelta', 'Vila Madalena', '05433-010', -23.5551, -46.6883),
  sp('sp-wisard', 'Rua Wisard', 'Vila Madalena', '05434-080', -23.556, -46.689),
  sp('sp-lorena', 'Alameda Lorena', 'Jardim Paulista', '01424-000', -23.5654, -46.6643),
  sp('sp-estados-unidos', 'Rua Estados Unidos', 'Jardim América', '01427-000', -23.5685, -46.6664),
  sp('sp-joao-cachoeira', 'Rua João Cachoeira', 'Itaim Bibi', '04535-001', -23.584, -46.6755),
  sp('sp-joaquim-floriano', 'Rua Joaquim Floriano', 'Itaim Bibi', '04534-002', -23.5846, -46.678),
  sp('sp-tabapua', 'Rua Tabapuã', 'Itaim Bibi', '04533-001', -23.5821, -46.6771),
  sp('sp-juscelino', 'Avenida Presidente Juscelino Kubitschek', 'Itaim Bibi', '04543-011', -23.5889, -46.6796),
  sp('sp-santo-amaro', 'Avenida Santo Amaro', 'Vila Nova Conceição', '04506-000', -23.593, -46.6745),
  sp('sp-ibirapuera', 'Avenida Ibirapuera', 'Moema', '04029-000', -23.6009, -46.6655),
  sp('sp-moema', 'Alameda dos Maracatins', 'Moema', '04089-001', -23.6078, -46.6658),
  sp('sp-domingos-morais', 'Rua Domingos de Morais', 'Vila Mariana', '04010-100', -23.5866, -46.6374),
  sp('sp-vergueiro', 'Rua Vergueiro', 'Vila Mariana', '04101-000', -23.5802, -46.6389),
  sp('sp-heitor-penteado', 'Rua Heitor Penteado', 'Sumarezinho', '05437-000', -23.5498, -46.6923),
  sp('sp-cardoso-almeida', 'Rua Cardoso de Almeida', 'Perdizes', '05013-001', -23.5399, -46.6717),
  sp('sp-sumare', 'Avenida Sumaré', 'Perdizes', '05016-090', -23.5393, -46.6803),
  sp('sp-angelica', 'Avenida Angélica', 'Higienópolis', '01227-000', -23.5455, -46.6569),
  sp('sp-higienopolis', 'Avenida Higienópolis', 'Higienópolis', '01238-000', -23.5437, -46.6543),
  sp('sp-maria-antonia', 'Rua Maria Antônia', 'Vila Buarque', '01222-010', -23.5456, -46.651),
  sp('sp-liberdade', 'Avenida da Liberdade', 'Liberdade', '01503-000', -23.5594, -46.6354),
  sp('sp-galvao-bueno', 'Rua Galvão Bueno', 'Liberdade', '01506-000', -23.559, -46.6343),
  sp('sp-vinte-cinco', 'Rua Vinte e Cinco de Março', 'Centro', '01021-100', -23.5428, -46.631),
  sp('sp-sao-bento', 'Rua São Bento', 'Centro', '01011-100', -23.5456, -46.6345),
  sp('sp-ipiranga', 'Avenida Ipiranga', 'República', '01046-010', -23.5431, -46.6423),
  sp('sp-moreira-cesar', 'Rua Coronel Oscar Porto', 'Paraíso', '04003-003', -23.5752, -46.649),
  sp('sp-bandeira-paulista', 'Rua Bandeira Paulista', 'Itaim Bibi', '04532-010', -23.5833, -46.6789),
];

/** An address outside every store's operating radius. */
export const OUT_OF_RANGE_STREET: Street = {
  id: 'rj-atlantica',
  street: 'Avenida Atlântica',
  neighborhood: 'Copacabana',
  city: 'Rio de Janeiro',
  state: 'RJ',
  country: 'BR',
  zipCode: '22021-001',
  lat: -22.9711,
  lng: -43.1822,
};

export const ALL_STREETS: readonly Street[] = [...SAO_PAULO_STREETS, OUT_OF_RANGE_STREET];

type LatLng = components['schemas']['LatLng'];

/** Great-circle distance in km. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
