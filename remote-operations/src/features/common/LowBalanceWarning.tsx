import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { authApi, isEffectivePostpaid, useSession, usePortalMessage } from 'shared';
import { useStoreScope } from 'shared/data';
import { LOW_BALANCE_HOME, LOW_BALANCE_ORDERS } from '../../domain/constants';
import { PortalModal } from 'shared/ui';
import { commonMessages as m } from './messages';
import { accountPages } from 'shared/pages';

type LowBalanceVariant = 'home' | 'orders';

const VARIANTS = {
  home: { threshold: LOW_BALANCE_HOME, title: m.homeLowBalance, body: m.homeLowBalanceBody },
  orders: { threshold: LOW_BALANCE_ORDERS, title: m.ordersLowBalanceTitle, body: m.ordersLowBalanceBody },
} as const;

/**
 * The modals already shown in this page's life, by variant, user and store: the banner stays on every visit, the modal
 * interrupts once. Kept in memory only (nothing is written to the browser's storage): a reload, or another person
 * signing in, shows it again.
 */
const modalsShown = new Set<string>();

/** Whether a balance gets the warning (D4): prepaid only, strictly under the threshold. */
function isLowBalance(balance: number | null, postpaid: boolean, threshold: number): boolean {
  return !postpaid && balance !== null && Number.isFinite(balance) && balance < threshold;
}

/**
 * The low-balance alert and modal of D4: on the home screen under R$ 15,00 ('Saldo abaixo de R$15,00!'),
 * on the orders screens under R$ 50,00 ('Seu saldo está baixo!'), both linking to /pages/wallet.
 * Postpaid stores (the selected franchise store's flag first) have no balance warning. The alert shows on every
 * visit; the modal once per session and store.
 */
export function LowBalanceWarning({ variant }: { variant: LowBalanceVariant }) {
  const session = useSession();
  const postpaid = isEffectivePostpaid(session);
  const store = useStoreScope();
  const message = usePortalMessage();
  const navigate = useNavigate();
  const [modalOpen, setModalOpen] = useState(false);
  const config = VARIANTS[variant];
  const read = useQuery({
    queryKey: [store, 'balance'],
    queryFn: async () => {
      const value = Number((await authApi.balance()).data?.data?.balance);
      return Number.isFinite(value) ? value : null;
    },
    enabled: !postpaid && session.isLogged,
  });
  const balance = read.data ?? null;
  const low = isLowBalance(balance, postpaid, config.threshold);

  // The modal opens once per session for each store whose balance is low; the banner stays.
  const shownKey = `${variant}:${String(session.user?.business_user_id ?? '')}:${store}`;
  useEffect(() => {
    if (!low) {
      setModalOpen(false);
      return;
    }
    if (modalsShown.has(shownKey)) return;
    modalsShown.add(shownKey);
    setModalOpen(true);
  }, [low, shownKey]);
  useEffect(() => {
    if (read.isError) message.error(m.balanceLoadError);
  }, [read.isError, message]);

  if (!low) return null;
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
