import type { TableColumnsType } from 'antd';
import type { SessionUser } from 'shared';
import { CellLine, TwoLineTitle } from 'shared/table';
import type { FleetCourier } from '../../api/operations';
import { RowActions } from '../common/RowActions';
import { ToneTag } from '../common/ToneTag';
import { courierActions, fleetInvite, inviteChip, presence, PRESENCE_LABELS, PRESENCE_TONES, shownCpf, shownPhone } from './courierRules';
import { couriersMessages as m } from './messages';

/** What a row's '…' menu does: open the courier's form, cancel their invite (4) or remove them (5), each confirmed. */
export interface CourierRowHandlers {
  edit: (courier: FleetCourier) => void;
  changeStatus: (courier: FleetCourier, status: 4 | 5) => void;
}

/**
 * The couriers list's columns (docs/spec/part-2-operations-account.md §7). Fixed widths for what is short (tags, CPF);
 * the name and the contact share the rest, each line ending in '…' rather than breaking a name mid-word (D15).
 */
export function courierColumns(user: SessionUser | null, { edit, changeStatus }: CourierRowHandlers): TableColumnsType<FleetCourier> {
  return [
    {
      title: m.colStatus,
      key: 'presence',
      width: 112,
      render: (_, c) => {
        const p = presence(c);
        return <ToneTag tone={PRESENCE_TONES[p]}>{PRESENCE_LABELS[p]}</ToneTag>;
      },
    },
    {
      title: m.colName,
      key: 'name',
      render: (_, c) => (
        <div style={{ minWidth: 0 }}>
          <CellLine strong text={c.name} />
          <CellLine secondary text={c.vehicle_type?.name || m.noVehicle} />
        </div>
      ),
    },
    { title: m.colCpf, key: 'cpf', width: 136, render: (_, c) => <span style={{ whiteSpace: 'nowrap' }}>{shownCpf(c)}</span> },
    {
      title: <TwoLineTitle first={m.colEmail} second={m.colPhone} />,
      key: 'contact',
      render: (_, c) => (
        <div style={{ minWidth: 0 }}>
          <CellLine text={c.email || '-'} />
          <CellLine secondary text={shownPhone(c)} />
        </div>
      ),
    },
    {
      title: m.colInvite,
      key: 'invite',
      width: 116,
      render: (_, c) => {
        const chip = inviteChip(fleetInvite(c)?.status);
        return <ToneTag tone={chip.tone}>{chip.label}</ToneTag>;
      },
    },
    {
      title: m.colActions,
      key: 'actions',
      width: 64,
      fixed: 'right',
      align: 'center',
      render: (_, c) => {
        const can = courierActions(c, user);
        const items = [
          can.edit && { key: 'edit', label: m.edit, onClick: () => edit(c) },
          can.cancelInvite && { key: 'cancel', label: m.cancelInvite, danger: true, onClick: () => changeStatus(c, 4) },
          can.remove && { key: 'remove', label: m.remove, danger: true, onClick: () => changeStatus(c, 5) },
        ].filter(Boolean) as { key: string; label: string; danger?: boolean; onClick: () => void }[];
        return <RowActions label={m.actionsFor(c.name)} items={items} />;
      },
    },
  ];
}
