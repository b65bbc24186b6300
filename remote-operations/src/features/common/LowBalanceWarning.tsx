import { useEffect, useState } from 'react';
import { Alert, App } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { authApi, isEffectivePostpaid, useSession } from 'shared';
import { LOW_BALANCE_HOME, LOW_BALANCE_ORDERS } from '../../domain/constants';
import { PortalModal } from 'shared/ui';
import { commonMessages as m } from './messages';
import { accountPages } from 'shared/pages';

export type LowBalanceVariant = 'home' | 'orders';

const VARIANTS = {
  home: { threshold: LOW_BALANCE_HOME, title: m.homeLowBalance, body: m.homeLowBalanceBody },
  orders: { threshold: LOW_BALANCE_ORDERS, title: m.ordersLowBalanceTitle, body: m.ordersLowBalanceBody },
} as const;

/** Whether a balance gets the warning (D4): prepaid only, strictly under the threshold. */
export function isLowBalance(balance: number | null, postpaid: boolean, threshold: number): boolean {
  return !postpaid && balance !== null && Number.isFinite(balance) && balance < threshold;
}

/**
 * The low-balance alert and modal of D4: on the home screen under R$ 15,00 ('Saldo abaixo de R$15,00!'),
 * on the orders screens under R$ 50,00 ('Seu saldo está baixo!'), both linking to /pages/wallet.
 * Postpaid stores (the selected franchise store's flag first) have no balance warning.
 */
export function LowBalanceWarning({ variant, reloadKey }: { variant: LowBalanceVariant; reloadKey?: string }) {
  const session = useSession();
  const postpaid = isEffectivePostpaid(session);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [balance, setBalance] = useState<number | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const config = VARIANTS[variant];

  useEffect(() => {
    setBalance(null);
    if (postpaid || !session.isLogged) return;
    let alive = true;
    authApi
      .balance()
      .then(({ data }) => {
        if (!alive) return;
        const value = Number(data?.data?.balance);
        setBalance(Number.isFinite(value) ? value : null);
        if (isLowBalance(value, false, config.threshold)) setModalOpen(true);
      })
      .catch(() => {
        if (alive) message.error(m.balanceLoadError);
      });
    return () => {
      alive = false;
    };
  }, [postpaid, session.isLogged, reloadKey, config.threshold, message]);

  if (!isLowBalance(balance, postpaid, config.threshold)) return null;
  return (
    <>
      <Alert
        type="warning"
        showIcon
        role="alert"
        title={config.title}
        description={
          <span>
            {config.body} <Link to={accountPages.wallet.path}>{m.rechargeLink}</Link>
          </span>
        }
        style={{ marginBottom: 16 }}
      />
      <PortalModal
        open={modalOpen}
        type="warning"
        title={config.title}
        isActionWarn
        autoClose={false}
        body={<p>{config.body}</p>}
        buttons={[
          { text: m.close, type: 'default' },
          { text: m.recharge, type: 'primary', onClick: () => navigate(accountPages.wallet.path) },
        ]}
        onClose={() => setModalOpen(false)}
      />
    </>
  );
}
