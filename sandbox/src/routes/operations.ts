import { withCourierPositions } from '../domain/courierPosition';
import type { operations } from 'shared/contract-types/operations';
import { defineHandlers, type Handlers } from '../http/context';
import { ApiError, badRequest, notFound, unprocessable } from '../domain/errors';
import type { Sandbox } from '../domain/sandbox';
import { getDeliveryTracking } from './operations-tracking';
import { CANCEL_REASONS, flag, orderFilters, REVISION_FILE_TYPES, REVISION_REASONS } from './operations-lists';
import { nearbyCouriers } from './operations-nearby';
import { orderFailures } from '../domain/deliveries';
import { requireEnabled } from '../domain/features';
import { applyCourierProfile, changeInviteStatus, findCourierByCpf, inviteCourier, requireFleetCourier, updateCourier } from '../domain/fleet';
import { courierLookup, courierView, listFleet } from '../domain/courierViews';

/** 'Gerar relatório': one report per user every 10 minutes (docs/spec/part-2-operations-account.md §2, §9). */
export const REPORT_INTERVAL_MS = 10 * 60_000;
export const REPORT_MESSAGES = {
  requested: 'Relatório solicitado! Ele será enviado para o seu e-mail em até 10 minutos.',
  tooSoon: 'Um relatório já foi solicitado. Aguarde 10 minutos para gerar outro.',
} as const;
/** When each user last asked for a report, per sandbox. */
const lastReports = new WeakMap<Sandbox, Map<number, number>>();

/** Handlers of the contract's JSON operations; the HTML tracking page has its own (operations-tracking.ts). */
const jsonHandlers = defineHandlers<Omit<operations, 'getDeliveryTracking'>>({
  listOrders: ({ query, request, sandbox, scope }) => {
    const { business } = scope();
    const [path, search = ''] = request.url.split('?');
    const linkFor = (page: number) => {
      const params = new URLSearchParams(search);
      params.set('page', String(page));
      return `${path}?${params.toString()}`;
    };
    const page = sandbox.orders(business.uuid).list(orderFilters(query), linkFor);
    // get_total=1: the count the dashboard's counters read (part-1 §3).
    const count = flag(query.get_total) ? { count: page.meta.total } : {};
    return { ...page, ...count, data: withCourierPositions(page.data, business.address, sandbox.now()) };
  },

  getOrder: ({ params, sandbox, scope }) => {
    const { business } = scope();
    const order = sandbox.orders(business.uuid).get(params.orderId);
    if (!order) throw notFound('Pedido não encontrado.');
    return { data: withCourierPositions([order], business.address, sandbox.now())[0] };
  },

  listActiveBanners: ({ sandbox, scope }) => ({ data: sandbox.banners.get(scope().business.uuid) ?? [] }),

  listNearbyCouriers: ({ sandbox, scope }) => ({ data: nearbyCouriers(sandbox, scope().business) }),

  listOrderFailures: ({ query, sandbox, scope }) => {
    const { business } = scope();
    const raw = (query as Record<string, unknown>)['uuids[]'];
    const uuids = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? [raw] : [];
    return { data: orderFailures(sandbox, business, uuids) };
  },

  requestHistoryReport: ({ body, reply, sandbox, scope, now }) => {
    const { business, user } = scope();
    const requests = lastReports.get(sandbox) ?? new Map<number, number>();
    lastReports.set(sandbox, requests);
    const last = requests.get(user.id);
    if (last !== undefined && now().getTime() - last < REPORT_INTERVAL_MS) throw new ApiError(429, REPORT_MESSAGES.tooSoon);
    // The report holds what the history shows for the same filter, every page of it.
    const { meta } = sandbox.orders(business.uuid).list(orderFilters({ ...body, page: 1, limit: 1 }));
    requests.set(user.id, now().getTime());
    reply.code(202);
    return { message: REPORT_MESSAGES.requested, orders: meta.total };
  },

  approveOrder: ({ params, sandbox, scope }) => {
    const order = sandbox.orders(scope().business.uuid).approve(params.uuid);
    return { message: 'Pedido aprovado com sucesso!', data: order };
  },

  listCancelReasons: ({ params, sandbox, scope }) => {
    sandbox.orders(scope().business.uuid).require(params.uuid);
    return { data: { ...CANCEL_REASONS } };
  },

  cancelOrder: ({ params, body, sandbox, scope }) => {
    const reason = body.cancel_reason;
    // One of the reasons the server listed, by its own key: not 'toString' or '__proto__' through the prototype.
    if (typeof reason !== 'string' || !Object.hasOwn(CANCEL_REASONS, reason))
      throw badRequest('Motivo de cancelamento inválido.', ['Escolha um dos motivos de cancelamento listados.']);
    const description = body.cancel_reason_description?.trim() || null;
    if (reason === 'OTHER' && !description) throw unprocessable('Preencha o campo de observação do cancelamento.');
    const { business } = scope();
    requireEnabled(business, 'order-cancel-enabled');
    const order = sandbox.orders(business.uuid).cancel(params.uuid, reason, description);
    return { message: 'A solicitação de cancelamento está em processamento, logo o pedido será cancelado!', data: order };
  },

  finishDelivery: ({ params, sandbox, scope }) => {
    const { business } = scope();
    requireEnabled(business, 'order-finish-enable');
    const order = sandbox.orders(business.uuid).finish(params.delivery_uuid);
    return { message: 'Pedido finalizado com sucesso!', data: order };
  },

  resetCourierSearch: ({ params, query, sandbox, scope }) => {
    const { business } = scope();
    requireEnabled(business, 'enable-courier-research');
    const order = sandbox.orders(business.uuid).resetSearch(params.delivery_uuid, query.courier_id);
    return { message: 'Entregador resetado com sucesso!', data: order };
  },

  changeDeliveryCourier: ({ params, sandbox, scope }) => {
    const { business } = scope();
    if (business.search_type !== 'FLEET') throw unprocessable('Não foi possível alterar o entregador.', ['Disponível apenas para lojas com Frota Própria.']);
    const courier = sandbox.couriers.get(params.courier_uuid);
    if (!courier?.fleets.some((f) => f.business_uuid === business.uuid && f.status === 2)) {
      throw notFound('Entregador não encontrado na sua frota.');
    }
    const order = sandbox.orders(business.uuid).changeCourier(params.delivery_uuid, courier);
    return { message: 'Entregador alterado com sucesso!', data: order };
  },

  listRevisionReasons: () => ({ data: { ...REVISION_REASONS } }),

  requestOrderRevision: async ({ params, request, sandbox, scope }) => {
    const { business } = scope();
    const store = sandbox.orders(business.uuid);
    store.require(params.uuid);
    const fields: Record<string, string> = {};
    let file: { name: string; mimetype: string; size: number } | null = null;
    if (request.isMultipart()) {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const content = await part.toBuffer();
          if (!part.filename) continue;
          if (!REVISION_FILE_TYPES.test(part.filename)) {
            throw unprocessable('Não foi possível enviar o formulário.', ['O arquivo deve ser PNG, JPG, JPEG, PDF ou DOC.']);
          }
          file = { name: part.filename, mimetype: part.mimetype, size: content.length };
        } else {
          fields[part.fieldname] = String(part.value ?? '');
        }
      }
    } else if (request.body && typeof request.body === 'object') {
      for (const [k, v] of Object.entries(request.body as Record<string, unknown>)) fields[k] = String(v ?? '');
    }
    const reason = fields.reason?.trim();
    if (!reason) throw new ApiError(400, 'Dados inválidos. Verifique os campos e tente novamente.', ["O campo 'reason' é obrigatório."]);
    if (typeof reason !== 'string' || !Object.hasOwn(REVISION_REASONS, reason))
      throw badRequest('Motivo de revisão inválido.', ['Escolha um dos motivos de revisão listados.']);
    const id = sandbox.nextId('revision');
    store.addRevision(params.uuid, id);
    sandbox.revisions.push({ id, order_uuid: params.uuid, reason, comment: fields.comment?.trim() || null, file, created_at: sandbox.now().toISOString() });
    return { success: true, message: 'Formulário enviado com sucesso!', data: { order_revision_id: id } };
  },

  removeCourierDebt: ({ params, reply, sandbox, scope }) => {
    sandbox.orders(scope().business.uuid).removeDebt(params.uuid);
    reply.code(201);
    return { status: 201, message: 'Débito do entregador removido com sucesso!' };
  },

  listFleetCouriers: ({ query, request, sandbox, scope }) => {
    const { business } = scope();
    const [path, search = ''] = request.url.split('?');
    const linkFor = (page: number) => {
      const params = new URLSearchParams(search);
      params.set('page', String(page));
      return `${path}?${params.toString()}`;
    };
    return listFleet(
      sandbox,
      business,
      {
        search: query.search,
        page: query.page,
        limit: query.limit,
        status: query.status,
        history: flag(query.isCourierHistory),
        columnOrderBy: query.columnOrderBy,
        orderBy: query.orderBy,
      },
      linkFor,
    );
  },

  addFleetCourier: ({ body, reply, sandbox, scope }) => {
    const { business } = scope();
    const courier = inviteCourier(sandbox, business, body);
    // A new courier keeps the geocoded place of the form; an invited existing courier keeps their own data.
    if (!body.courier_id && typeof body.lat === 'number' && typeof body.lng === 'number') applyCourierProfile(courier, { lat: body.lat, lng: body.lng });
    reply.code(201);
    return { message: 'Entregador criado com sucesso!', data: courierView(courier, business) };
  },

  getFleetCourier: ({ params, sandbox, scope }) => {
    const { business } = scope();
    return { data: courierView(requireFleetCourier(sandbox, business, params.uuid), business) };
  },

  updateFleetCourier: ({ params, body, sandbox, scope }) => {
    const { business } = scope();
    const courier = applyCourierProfile(updateCourier(sandbox, business, params.uuid, body), body);
    return { message: 'Entregador editado com sucesso!', data: courierView(courier, business) };
  },

  searchCourierByCpf: ({ params, sandbox, scope }) => {
    const { business } = scope();
    // The courier may be another store's: only what the invite needs, nothing personal, nowhere they are.
    return { data: courierLookup(findCourierByCpf(sandbox, business, params.cpf)) };
  },

  changeFleetCourierStatus: ({ params, body, sandbox, scope }) => {
    const { business } = scope();
    const courier = changeInviteStatus(sandbox, business, params.uuid, body.status);
    return { message: body.status === 4 ? 'Convite cancelado com sucesso!' : 'Entregador desativado com sucesso!', data: courierView(courier, business) };
  },
});

export const handlers: Handlers = { ...jsonHandlers, getDeliveryTracking };
